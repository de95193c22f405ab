/// A model held by reference, so that copying the form that holds it costs
/// one retain, whatever the model's size.
///
/// A model stored inline in ``ModelForm`` made every copy of the form retain
/// each of the model's wrappers: a form of 1,000 rows copied once per row
/// (a closure capturing the form, a candidate form per pass) cost
/// O(rows²). The box is immutable; a new model gets a new box.
final class SharedModel<Model: Sendable>: Sendable {
    let model: Model

    init(_ model: Model) { self.model = model }
}
