import Formwork

/// A model that supplies its own layout for some size classes: one for a
/// phone, another for a tablet.
///
/// ```swift
/// struct Badge: FormLayoutCustomizing {
///     @FormImage var avatar: URL? = nil
///     @FormText var user_name = ""
///     @FormGroup var address = Address()          // street, city: a section headed header_2
///
///     static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
///         guard sizeClass == .regular else { return nil }     // compact: the default stack
///         return FormCustomLayout(lines: [
///             "H:|-margin-[avatar(==160)]-margin-[user_name]-margin-|",
///             "H:[avatar]-margin-[header_2]-margin-|",
///             "H:[avatar]-margin-[address.street]-margin-|",   // a dotted key, or address_street
///             "H:[avatar]-margin-[address_city]-margin-|",
///             "V:|-margin-[avatar(==160)]-(>=margin)-|",
///             "V:|-margin-[user_name(>=44)]-(==0)-[header_2(==28)]"
///                 + "-(==0)-[address.street(>=44)]-(==0)-[address_city(>=44)]-(>=margin)-|",
///         ], metrics: ["margin": 8])
///     }
/// }
///
/// let iPad = try FormState(Badge()).layout(for: .regular)   // uses the lines above
/// ```
///
/// Returning `nil` keeps the default layout for that size class;
/// that is also what a model that does not adopt the protocol gets.
/// ``Formwork/FormState/layout(for:ambiguity:errors:showingHiddenRows:)`` asks the model once per size class.
///
/// A custom layout places every visible row, horizontally and vertically:
/// rows it leaves out are not stacked for you (where they should go is the
/// layout's decision), so laying out throws ``LayoutError/ambiguous(_:)``,
/// listing each unplaced row with a line that would place it. A repeating
/// group's items are the exception: the lines place its header, and the
/// items they do not name are stacked under it (see ``FormCustomLayout``).
///
/// Lines name rows by key (`user_name`, `address.street`) or by identifier
/// (`address_street`, see ``FormLayoutInput/identifiers``), and section
/// headers by `header_<section number>`. A name that is a row key always
/// means that row. Every line of every size class is checked whenever the
/// form is laid out; a problem is a ``FormCustomLayout/LineError`` naming the
/// model, the line and the closest key.
public protocol FormLayoutCustomizing: FormModel {
    /// The layout for `sizeClass`, or `nil` for the default one.
    ///
    /// ```swift
    /// static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
    ///     sizeClass == .regular ? iPadLayout : nil
    /// }
    /// ```
    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout?
}

extension FormLayoutCustomizing {
    /// No custom layout: the default layout for every size class.
    ///
    /// ```swift
    /// struct Plain: FormLayoutCustomizing { @FormText var name = "" }
    /// Plain.formLayout(for: .regular)   // nil
    /// ```
    public static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? { nil }
}
