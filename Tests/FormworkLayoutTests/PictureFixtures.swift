import Formwork

@testable import FormworkLayout

/// Pictures of single rows built by hand, each at the compact width: a
/// row is x 8, width 359, its title line 44 tall.
enum PictureFixtures {
    static func item(
        _ name: String, _ control: FormLayout.Control, title: String = "Title", text: String = "",
        placeholder: Bool = false, state: FormLayout.RowState = [], help: String? = nil, errors: [String] = [],
        footer: String? = nil
    ) -> FormLayoutInput.Item {
        FormLayoutInput.Item(
            name: name, kind: kind(of: control), title: title, text: text, isPlaceholder: placeholder,
            details: FormLayout.RowDetails(control: control, state: state, help: help, errors: errors, footer: footer))
    }

    static func kind(of control: FormLayout.Control) -> FormRow.Kind {
        switch control {
        case .field: return .text
        case .textArea: return .longText
        case .number: return .number
        case .toggle: return .boolean
        case .picker, .chips: return .enumerated
        case .list: return .list
        case .imageWell: return .image
        case .attachment: return .attachment
        case .date: return .date
        case .heading: return .heading
        }
    }

    static func svg(_ items: [FormLayoutInput.Item], width: LayoutWidth = .compact) throws -> String {
        try FormLayoutInput(sections: [FormLayoutInput.Section(items: items)]).layout(width).render(.svg)
    }

    static func picture(_ items: [FormLayoutInput.Item], width: LayoutWidth = .compact) throws -> PictureSVG {
        PictureSVG(try svg(items, width: width))
    }

    /// The one row `item` drawn alone.
    static func row(_ item: FormLayoutInput.Item) throws -> PictureSVG.Group? {
        try picture([item]).group(item.name)
    }
}
