/// Reads a form's submittable elements and their state as a browser
/// gives it when it reads the page.
enum FormPageControls {
    static func read(_ form: Int, in tree: HTMLTree) -> [FormPageControl] {
        var controls: [FormPageControl] = []
        walk(form, in: tree, disabledByFieldset: false, inDatalist: false, into: &controls)
        keepLastCheckedRadio(&controls)
        return controls
    }

    /// Reads `node`'s children in tree order; a control is disabled by a
    /// disabled `<fieldset>` around it unless it is in that fieldset's
    /// first `<legend>` (§4.10.18.5).
    private static func walk(
        _ node: Int, in tree: HTMLTree, disabledByFieldset: Bool, inDatalist: Bool, into controls: inout [FormPageControl]
    ) {
        let element = tree.nodes[node]
        let isDisabledFieldset = element.name == "fieldset" && element.has("disabled")
        let firstLegend = element.children.first { tree.nodes[$0].name == "legend" }
        for child in element.children where tree.nodes[child].name != nil && !tree.nodes[child].isInTemplate {
            let disabled = disabledByFieldset || (isDisabledFieldset && child != firstLegend)
            let datalist = inDatalist || tree.nodes[child].name == "datalist"
            if let control = control(child, in: tree, disabledByFieldset: disabled, inDatalist: datalist) {
                controls.append(control)
            }
            // A <select>'s options are read with it; a <template>'s content is not the form's.
            if tree.nodes[child].name != "select" && tree.nodes[child].name != "template" {
                walk(child, in: tree, disabledByFieldset: disabled, inDatalist: datalist, into: &controls)
            }
        }
    }

    private static func control(
        _ node: Int, in tree: HTMLTree, disabledByFieldset: Bool, inDatalist: Bool
    ) -> FormPageControl? {
        let element = tree.nodes[node]
        let kind: FormPageControl.Element
        switch element.name {
        case "input":
            let type = element.attribute("type")?.lowercased() ?? "text"
            kind = .input(FormPageControl.inputTypes.contains(type) ? type : "text")
        case "textarea":
            kind = .textarea
        case "select":
            let multiple = element.has("multiple")
            let size = element.attribute("size").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            kind = .select(multiple: multiple, displaySize: size ?? (multiple ? 4 : 1))
        case "button":
            let type = element.attribute("type")?.lowercased() ?? "submit"
            kind = .button(["reset", "button"].contains(type) ? type : "submit")
        default:
            return nil
        }
        var control = FormPageControl(
            element: kind, name: element.attribute("name"),
            isDisabled: element.has("disabled") || disabledByFieldset, isReadOnly: element.has("readonly"),
            isInDatalist: inDatalist, value: "")
        control.allowsSeveral = element.has("multiple")
        switch kind {
        case .input(let type):
            control.isChecked = element.has("checked")
            if type == "checkbox" || type == "radio" {
                control.value = element.attribute("value") ?? "on"
            } else {
                control.value = FormPageValueSanitization.sanitize(
                    element.attribute("value") ?? "", type: type, allowsSeveral: control.allowsSeveral,
                    min: element.attribute("min"), max: element.attribute("max"))
            }
        case .textarea:
            control.value = apiValue(tree.text(of: node))
        case .select(let multiple, let displaySize):
            control.options = options(of: node, in: tree)
            selectDefaults(&control.options, single: !multiple && displaySize == 1, multiple: multiple)
        case .button:
            control.value = element.attribute("value") ?? ""
        }
        return control
    }

    /// A select's list of options: its `<option>` children and those of its `<optgroup>` children (§4.10.7).
    private static func options(of select: Int, in tree: HTMLTree) -> [FormPageControl.Option] {
        var options: [FormPageControl.Option] = []
        func add(_ node: Int, groupDisabled: Bool) {
            let element = tree.nodes[node]
            let label = collapsingWhitespace(tree.text(of: node))
            options.append(
                .init(
                    value: element.attribute("value") ?? label, label: element.attribute("label") ?? label,
                    isDisabled: groupDisabled || element.has("disabled"), isSelected: element.has("selected")))
        }
        for child in tree.nodes[select].children {
            switch tree.nodes[child].name {
            case "option": add(child, groupDisabled: false)
            case "optgroup":
                for option in tree.nodes[child].children where tree.nodes[option].name == "option" {
                    add(option, groupDisabled: tree.nodes[child].has("disabled"))
                }
            default: break
            }
        }
        return options
    }

    /// The selectedness setting algorithm (§4.10.7): a single select whose
    /// display size is 1 has one option selected, the last marked, else its
    /// first option that is not disabled; a single select keeps the last of
    /// several marked.
    private static func selectDefaults(_ options: inout [FormPageControl.Option], single: Bool, multiple: Bool) {
        guard !multiple else { return }
        if let last = options.lastIndex(where: \.isSelected) {
            for index in options.indices where index != last { options[index].isSelected = false }
        } else if single, let first = options.firstIndex(where: { !$0.isDisabled }) {
            options[first].isSelected = true
        }
    }

    /// In a radio button group (one form, one name) the last button checked
    /// as the page is read stays checked (§4.10.5.1.17).
    private static func keepLastCheckedRadio(_ controls: inout [FormPageControl]) {
        for index in controls.indices.reversed() where controls[index].inputType == "radio" && controls[index].isChecked {
            for other in controls.indices where other < index && controls[other].inputType == "radio" {
                if controls[other].name == controls[index].name && controls[index].name != nil {
                    controls[other].isChecked = false
                }
            }
        }
    }

    /// A textarea's text as its value (§4.10.11): each CR LF and each CR alone is LF.
    static func apiValue(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
            } else if !(scalar == "\n" && previousWasCR) {
                result.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return String(result)
    }

    /// `text` with ASCII whitespace trimmed and each run of it one space, as an option's text is read.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { ["\t", "\n", "\u{C}", "\r", " "].contains($0) }).joined(separator: " ")
    }
}
