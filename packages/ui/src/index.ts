export { Button, ButtonLink, buttonSizes, buttonVariants } from './Button/Button.tsx';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button/Button.tsx';
export { Icon, iconNames, iconSizes } from './Icon/Icon.tsx';
export type { IconName, IconProps, IconSize } from './Icon/Icon.tsx';
export { Link, linkTones } from './Link/Link.tsx';
export type { LinkProps, LinkTone } from './Link/Link.tsx';
export { Picture, pictureFits } from './Picture/Picture.tsx';
export type { PictureFit, PictureProps, PictureSource } from './Picture/Picture.tsx';
export { NewsletterForm } from './NewsletterForm/NewsletterForm.tsx';
export type { NewsletterFormProps } from './NewsletterForm/NewsletterForm.tsx';
export { FooterColumn, FooterList, SiteFooter } from './SiteFooter/SiteFooter.tsx';
export type {
  FooterColumnProps,
  FooterListItem,
  SiteFooterProps,
} from './SiteFooter/SiteFooter.tsx';
export { SiteHeader } from './SiteHeader/SiteHeader.tsx';
export type { SiteHeaderItem, SiteHeaderProps } from './SiteHeader/SiteHeader.tsx';
export { isExternalHref, UIProvider, useLinkComponent } from './UIProvider/UIProvider.tsx';
export type {
  LinkComponent,
  LinkComponentProps,
  UIProviderProps,
} from './UIProvider/UIProvider.tsx';
export { SkipLink } from './SkipLink/SkipLink.tsx';
export type { SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';
export { Card, cardMediaAspects } from './Card/Card.tsx';
export type { CardMediaAspect, CardProps } from './Card/Card.tsx';
export { FeatureList, featureListVariants } from './FeatureList/FeatureList.tsx';
export type {
  FeatureItem,
  FeatureListProps,
  FeatureListVariant,
} from './FeatureList/FeatureList.tsx';
export { FilterChips, nextFilterValue } from './FilterChips/FilterChips.tsx';
export type { FilterChipOption, FilterChipsProps } from './FilterChips/FilterChips.tsx';
export { Grid, gridColumnCounts, gridGaps } from './Grid/Grid.tsx';
export type { GridColumnCount, GridColumns, GridGap, GridProps } from './Grid/Grid.tsx';
export { Hero, heroLayouts } from './Hero/Hero.tsx';
export type { HeroLayout, HeroProps } from './Hero/Hero.tsx';
export { Section, sectionTones } from './Section/Section.tsx';
export type { SectionProps, SectionTone } from './Section/Section.tsx';
export { Stat, StatStrip } from './Stat/Stat.tsx';
export type { StatProps, StatStripProps } from './Stat/Stat.tsx';
export { StepList } from './StepList/StepList.tsx';
export type { Step, StepListProps } from './StepList/StepList.tsx';
export { Testimonial } from './Testimonial/Testimonial.tsx';
export type { TestimonialProps } from './Testimonial/Testimonial.tsx';
export { headingLevels } from './internal/heading.ts';
export type { HeadingLevel } from './internal/heading.ts';
export { vars } from './themes/contract.css.ts';
export { breakpoints, mq, toneNames } from './themes/tokens.ts';
export type { Breakpoint, ThemeTokens, Tone, ToneSwatch } from './themes/tokens.ts';
export { contrastRatio } from './themes/contrast.ts';
export { alentoTokens } from './themes/alento.tokens.ts';
export { coastalTokens } from './themes/coastal.tokens.ts';
export { Reveal, revealElements } from './Reveal/Reveal.tsx';
export type { RevealElement, RevealProps } from './Reveal/Reveal.tsx';
export { initialRevealState, nextRevealState, parseRootMargin } from './Reveal/revealState.ts';
export type { RevealState } from './Reveal/revealState.ts';
export { ToastProvider, ToastRegion, toastVariants, useToast } from './Toast/Toast.tsx';
export type {
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastRecord,
  ToastRegionProps,
  ToastVariant,
} from './Toast/Toast.tsx';
export { Popover, popoverPlacements } from './Popover/Popover.tsx';
export type { PopoverPlacement, PopoverProps, PopoverTriggerProps } from './Popover/Popover.tsx';
export { FieldError, FieldHint } from './Field/Field.tsx';
export type { FieldErrorProps, FieldHintProps, FieldTextProps } from './Field/Field.tsx';
export { fieldA11y } from './Field/fieldA11y.ts';
export type { FieldA11y, FieldA11yState } from './Field/fieldA11y.ts';
export { caretAfterTransform } from './Field/caret.ts';
export { TextField, textFieldTypes } from './TextField/TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField/TextField.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { CharacterCount, TextAreaProps } from './TextArea/TextArea.tsx';
export { Select } from './Select/Select.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';
export { FloorPlan, floorPlanViews } from './FloorPlan/FloorPlan.tsx';
export type {
  FloorPlanCategory,
  FloorPlanMarker,
  FloorPlanProps,
  FloorPlanView,
} from './FloorPlan/FloorPlan.tsx';
export { choiceLayouts } from './Field/ChoiceList.tsx';
export type { ChoiceLayout, ChoiceOption } from './Field/ChoiceList.tsx';
export { CheckboxGroup } from './CheckboxGroup/CheckboxGroup.tsx';
export type { CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export { clampToStep, Slider } from './Slider/Slider.tsx';
export type { SliderProps } from './Slider/Slider.tsx';
export { Tab, TabList, TabPanel, Tabs, useTabs } from './Tabs/Tabs.tsx';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs/Tabs.tsx';
export { idPart, tabA11y, tabIndexAfterKey } from './Tabs/tabA11y.ts';
export type { TabA11yInput, TabsOrientation } from './Tabs/tabA11y.ts';
export { Carousel } from './Carousel/Carousel.tsx';
export type { CarouselProps, CarouselSlide } from './Carousel/Carousel.tsx';
export type { SlidesPerView } from './Carousel/carouselState.ts';
export { Gallery } from './Gallery/Gallery.tsx';
export type { GalleryEntry, GalleryProps } from './Gallery/Gallery.tsx';
export { Parallax } from './Parallax/Parallax.tsx';
export type { ParallaxProps } from './Parallax/Parallax.tsx';
export { parallaxOffset, parallaxOverscan } from './Parallax/parallaxOffset.ts';
