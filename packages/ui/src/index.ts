// The package's public face: the parts, their prop types, the hooks a page needs to drive them,
// and the theme API. Helpers the parts are built from stay inside and are tested where they live.

// Layout
export { Grid } from './Grid/Grid.tsx';
export type { GridColumnCount, GridColumns, GridGap, GridProps } from './Grid/Grid.tsx';
export { Hero } from './Hero/Hero.tsx';
export type { HeroLayout, HeroProps } from './Hero/Hero.tsx';
export { Section } from './Section/Section.tsx';
export type { SectionProps, SectionTone } from './Section/Section.tsx';

// Content
export { Card } from './Card/Card.tsx';
export type { CardMediaAspect, CardProps } from './Card/Card.tsx';
export { FeatureList } from './FeatureList/FeatureList.tsx';
export type {
  FeatureItem,
  FeatureListProps,
  FeatureListVariant,
} from './FeatureList/FeatureList.tsx';
export { FloorPlan, FloorPlanPlaces } from './FloorPlan/FloorPlan.tsx';
export type {
  FloorPlanCategory,
  FloorPlanLabels,
  FloorPlanMarker,
  FloorPlanPlacesProps,
  FloorPlanProps,
  FloorPlanView,
} from './FloorPlan/FloorPlan.tsx';
export { Icon, iconNames } from './Icon/Icon.tsx';
export { NoteList } from './NoteList/NoteList.tsx';
export type { Note, NoteListProps } from './NoteList/NoteList.tsx';
export type { IconName, IconProps, IconSize } from './Icon/Icon.tsx';
export { Picture } from './Picture/Picture.tsx';
export type { PictureFit, PictureProps, PictureSource } from './Picture/Picture.tsx';
export { Stat, StatStrip } from './Stat/Stat.tsx';
export type { StatProps, StatStripProps } from './Stat/Stat.tsx';
export { StepList } from './StepList/StepList.tsx';
export type { Step, StepListProps } from './StepList/StepList.tsx';
export { Table } from './Table/Table.tsx';
export type { TableAlign, TableColumn, TableProps, TableRow } from './Table/Table.tsx';
export { Testimonial } from './Testimonial/Testimonial.tsx';
export type { TestimonialProps } from './Testimonial/Testimonial.tsx';
export type { HeadingLevel } from './internal/heading.ts';

// Actions
export { Actions } from './Actions/Actions.tsx';
export type { ActionsAlign, ActionsProps } from './Actions/Actions.tsx';
export { Button, ButtonLink } from './Button/Button.tsx';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button/Button.tsx';
export { FilterChips } from './FilterChips/FilterChips.tsx';
export type { FilterChipOption, FilterChipsProps } from './FilterChips/FilterChips.tsx';
export { Link } from './Link/Link.tsx';
export type { LinkProps, LinkTone } from './Link/Link.tsx';
export { Timer } from './Timer/Timer.tsx';
export type { TimerMessages, TimerProps, TimerState } from './Timer/Timer.tsx';

// Forms
export { CheckboxGroup } from './CheckboxGroup/CheckboxGroup.tsx';
export type { CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup.tsx';
export type { ChoiceLayout, ChoiceOption } from './Field/ChoiceList.tsx';
export { HoneypotField } from './HoneypotField/HoneypotField.tsx';
export type { HoneypotFieldProps } from './HoneypotField/HoneypotField.tsx';
export { NewsletterForm } from './NewsletterForm/NewsletterForm.tsx';
export type {
  NewsletterFormMessages,
  NewsletterFormProps,
  NewsletterFormState,
  NewsletterOutcome,
} from './NewsletterForm/NewsletterForm.tsx';
export { RadioGroup } from './RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export { Select } from './Select/Select.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';
export { Slider } from './Slider/Slider.tsx';
export type { SliderProps } from './Slider/Slider.tsx';
export { SortableList } from './SortableList/SortableList.tsx';
export type { SortableListMessages, SortableListProps } from './SortableList/SortableList.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { CharacterCount, TextAreaProps } from './TextArea/TextArea.tsx';
export { TextField } from './TextField/TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField/TextField.tsx';

// Overlays
export { Popover } from './Popover/Popover.tsx';
export type { PopoverPlacement, PopoverProps, PopoverTriggerProps } from './Popover/Popover.tsx';
export { ToastProvider, ToastRegion, useToast } from './Toast/Toast.tsx';
export type {
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastRegionProps,
  ToastVariant,
} from './Toast/Toast.tsx';

// Motion
export { Carousel } from './Carousel/Carousel.tsx';
export type { CarouselProps, CarouselSlide } from './Carousel/Carousel.tsx';
export type { SlidesPerView } from './Carousel/carouselState.ts';
export { Gallery } from './Gallery/Gallery.tsx';
export type { GalleryEntry, GalleryProps } from './Gallery/Gallery.tsx';
export { Parallax } from './Parallax/Parallax.tsx';
export type { ParallaxProps } from './Parallax/Parallax.tsx';
export { Reveal } from './Reveal/Reveal.tsx';
export type { RevealElement, RevealProps } from './Reveal/Reveal.tsx';

// Site
export { FooterColumn, FooterList, SiteFooter } from './SiteFooter/SiteFooter.tsx';
export type {
  FooterColumnProps,
  FooterLinkRow,
  FooterListItem,
  SiteFooterProps,
} from './SiteFooter/SiteFooter.tsx';
export { SiteHeader } from './SiteHeader/SiteHeader.tsx';
export type { SiteHeaderItem, SiteHeaderProps } from './SiteHeader/SiteHeader.tsx';
export { LanguageSwitcher } from './LanguageSwitcher/LanguageSwitcher.tsx';
export type {
  LanguageSwitcherItem,
  LanguageSwitcherProps,
} from './LanguageSwitcher/LanguageSwitcher.tsx';
export { SkipLink } from './SkipLink/SkipLink.tsx';
export type { SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { UIProvider } from './UIProvider/UIProvider.tsx';
export type {
  LinkComponent,
  LinkComponentProps,
  UILabels,
  UIProviderProps,
} from './UIProvider/UIProvider.tsx';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';

// Structure
export { Tab, TabList, TabPanel, Tabs, useTabs } from './Tabs/Tabs.tsx';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs/Tabs.tsx';
export type { TabsOrientation } from './Tabs/tabA11y.ts';

// Theme
export { alentoTokens } from './themes/alento.tokens.ts';
export { coastalTokens } from './themes/coastal.tokens.ts';
export { vars } from './themes/contract.css.ts';
export { breakpoints, mq, toneNames } from './themes/tokens.ts';
export type { Breakpoint, ThemeTokens, Tone, ToneSwatch } from './themes/tokens.ts';
