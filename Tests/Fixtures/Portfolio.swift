import Formwork

/// A portfolio: an owner and a repeating group of ``Piece``s, whose files
/// make the form's bodies multipart.
public struct Portfolio: FormModel, Equatable {
    @FormText public var owner = ""
    @FormGroup public var pieces: [Piece] = []

    public init() {}

    public init(owner: String = "", pieces: [Piece] = []) {
        self.owner = owner
        self.pieces = pieces
    }
}
