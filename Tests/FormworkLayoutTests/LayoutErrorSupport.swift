import Formwork
import FormworkLayout

/// The error laying `form` out at `width` throws, or nil when it lays out.
func layoutError<Model>(of form: FormState<Model>, at width: LayoutWidth) -> LayoutError? {
    do {
        _ = try form.layout(for: width)
        return nil
    } catch {
        return error
    }
}

extension LayoutError {
    /// The custom-layout error this is, if it is one.
    var customLayout: FormCustomLayout.LineError? {
        if case .customLayout(let error) = self { error } else { nil }
    }

    /// The ambiguity this reports, if it is one.
    var ambiguity: FormLayout.Ambiguity? {
        if case .ambiguous(let ambiguity) = self { ambiguity } else { nil }
    }
}
