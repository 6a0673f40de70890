/** A link of the header's navigation: a label and the path it leads to. */
export interface NavItem {
  readonly name: string;
  readonly path: string;
}

/** A call to action that is always a link: the words on the button and where it leads. */
export interface CallToAction {
  readonly label: string;
  readonly href: string;
}
