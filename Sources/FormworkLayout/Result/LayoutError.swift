/// Why a form could not be laid out.
///
/// ```swift
/// do { _ = try input.layout(.regular) } catch {
///     print(error)   // the line, a caret under the problem, and what was expected
/// }
/// ```
///
/// Every case says what is wrong in the terms of the form and its lines, and
/// what to change. The constraint solver behind a layout is not public: a
/// contradiction it finds is ``unsatisfiable(_:)``, and any other refusal
/// is ``internalInconsistency(_:)``, a bug in Formwork.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A Visual Format line is malformed, names an unknown view or metric,
    /// or uses a metric that is not a finite number within 10 000 000.
    ///
    /// ```swift
    /// try FormLayoutInput(sections: sections, margin: .nan).layout(.compact)
    /// // throws .visualFormat: metric 'margin' is nan; a metric is a finite number from -10000000 to 10000000
    /// ```
    ///
    /// The payload holds the message, the line as written and the position
    /// of the problem, which its description marks with a caret.
    case visualFormat(VisualFormatError)
    /// A model's own layout (``FormLayoutCustomizing``) has a line that is
    /// malformed or names something the form does not have.
    ///
    /// ```swift
    /// try FormState(SignUp()).layout(for: .compact)   // a model whose layout has "H:|-[usr_name]-|"
    /// // throws .customLayout: SignUp.formLayout(for: .compact), line 1: Unknown view 'usr_name'. Did you mean 'user_name'?
    /// ```
    ///
    /// The payload names the model, the size class and the line's number.
    case customLayout(FormCustomLayout.LineError)
    /// Required constraints contradict each other; the payload names the
    /// constraint that could not be added and the line it came from.
    ///
    /// ```swift
    /// let lines = ["|[a]|", "V:|[a(==50)]|", "V:[a(==60)]"]
    /// try FormLayoutInput(sections: sections, customLayouts: [.compact: FormCustomLayout(lines: lines)]).layout()
    /// // throws .unsatisfiable("a.height == 60 from 'V:[a(==60)]'"): the line before makes a 50 tall
    /// ```
    ///
    /// Lines are added in order, each constraint of a line in reading order,
    /// so the constraint named is the first one that contradicts the
    /// required constraints added before it.
    case unsatisfiable(String)
    /// The lines do not determine some frames: the payload names each
    /// box (by row key), its undetermined attributes and a line that would
    /// place it.
    ///
    /// ```swift
    /// try FormLayoutInput(sections: sections, customLayouts: [.compact: FormCustomLayout(lines: ["H:|-[a]-|"])]).layout()
    /// // throws .ambiguous: a (y): Add a line that places `a` vertically, such as `V:|-[a(>=44)]`.
    /// ```
    ///
    /// Thrown by laying out unless asked with `ambiguity: .allow`, and by
    /// ``FormLayout/requireUnambiguous()``.
    case ambiguous(FormLayout.Ambiguity)
    /// The width is not a finite number of points within
    /// ``LayoutWidth/pointsRange``; the payload is the width as given
    /// (`nan`, `inf`, `-1`, `1e+17`).
    ///
    /// ```swift
    /// try input.layout(.points(.nan))   // throws .invalidWidth("nan")
    /// ```
    case invalidWidth(String)
    /// A number the layout derives from the form is beyond the 10 000 000
    /// points a layout holds; the payload names the number, what it is and
    /// where it comes from.
    ///
    /// ```swift
    /// let tags = FormLayoutInput.Item(name: "tags", kind: .list, title: "Tags",
    ///                           text: Array(repeating: "tag", count: 227_272).joined(separator: "\n"))
    /// try FormLayoutInput(sections: [FormLayoutInput.Section(items: [tags])]).layout()
    /// // throws .invalidNumber("the preferred height of row 'tags' is 10000012 (44 points for its title
    /// //                        and for each of its 227272 entries; at most 227271 fit)")
    /// ```
    ///
    /// A row's preferred height (``FormLayoutInput/Item/preferredHeight``) is
    /// such a number. Numbers written for the layout are refused where they
    /// are written: the width with ``invalidWidth(_:)``, a metric or a number
    /// in a line with ``visualFormat(_:)`` (or ``customLayout(_:)``) and a
    /// caret at it.
    case invalidNumber(String)
    /// Formwork's layout engine reached a state it rules out: a bug in
    /// Formwork, not a problem of the form. The payload says what the engine
    /// was doing and what went wrong, for the bug report.
    ///
    /// ```swift
    /// do { _ = try form.layout(for: .compact) } catch .internalInconsistency(let detail) {
    ///     print(detail)   // such as "the solver refused the width 375: …", to report with the form's layout input
    /// } catch {
    ///     print(error)
    /// }
    /// ```
    ///
    /// The engine makes its solver's variables, edit variable and
    /// constraints itself, and checks every number before the solver takes
    /// it, so no form, line, metric or width leads here.
    case internalInconsistency(String)

    /// A sentence for logs and test failures: what is wrong and what to change.
    public var description: String {
        switch self {
        case .visualFormat(let error): return error.description
        case .customLayout(let error): return error.description
        case .unsatisfiable(let constraint):
            return "Unsatisfiable layout: cannot satisfy \(constraint): it contradicts required constraints "
                + "added before it, from its own line or the lines above. Remove one of them, or make one "
                + "optional with a priority below 1000, such as @750."
        case .ambiguous(let ambiguity): return ambiguity.description
        case .invalidWidth(let width):
            return "Invalid layout width \(width): a width is a finite number of points from "
                + "\(PointsText.format(LayoutWidth.pointsRange.lowerBound)) to \(PointsText.format(LayoutWidth.pointsRange.upperBound))."
        case .invalidNumber(let number):
            let limit = PointsText.format(LayoutWidth.pointsRange.upperBound)
            return "Invalid layout number: \(number). A layout holds finite numbers of points from -\(limit) "
                + "to \(limit): bring this one within that range."
        case .internalInconsistency(let detail):
            return "Internal inconsistency in Formwork's layout engine: \(detail). This is a bug in Formwork, "
                + "not in the form: please report it with the layout input (sections, custom lines and "
                + "metrics) and the width."
        }
    }
}
