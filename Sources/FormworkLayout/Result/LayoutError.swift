/// Why a form could not be laid out.
///
/// ```swift
/// do { _ = try input.layout(.regular) } catch {
///     print(error)   // the line, a caret under the problem, and what was expected
/// }
/// ```
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A Visual Format line is malformed or names an unknown view or metric.
    case visualFormat(VisualFormatError)
    /// A model's own layout (``FormLayoutCustomizing``) has a line that is
    /// malformed or names something the form does not have.
    case customLayout(FormCustomLayoutError)
    /// Required constraints contradict each other; the payload names the
    /// constraint that could not be added and the line it came from.
    case unsatisfiable(String)
    /// The lines do not determine some frames: the payload names each
    /// box (by row key), its undetermined attributes and a line that would
    /// place it. Thrown by laying out unless asked with `ambiguity: .allow`,
    /// and by ``FormLayout/requireUnambiguous()``.
    case ambiguous(LayoutAmbiguity)
    /// The width is not a finite number of points within
    /// ``LayoutWidth/pointsRange``; the payload is the width as given
    /// (`nan`, `inf`, `-1`, `1e+17`).
    case invalidWidth(String)
    /// The solver refused a number or failed in a way the algorithm rules out.
    case solver(SolverError)

    /// A sentence for logs and test failures.
    public var description: String {
        switch self {
        case .visualFormat(let error): return error.description
        case .customLayout(let error): return error.description
        case .unsatisfiable(let constraint): return "Unsatisfiable layout: cannot satisfy \(constraint)"
        case .ambiguous(let ambiguity): return ambiguity.description
        case .invalidWidth(let width):
            return "Invalid layout width \(width): a width is a finite number of points from "
                + "\(PointsText.format(LayoutWidth.pointsRange.lowerBound)) to \(PointsText.format(LayoutWidth.pointsRange.upperBound))."
        case .solver(let error): return error.description
        }
    }
}
