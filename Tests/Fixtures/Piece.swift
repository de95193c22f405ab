import Formwork

/// One piece of a ``Portfolio``: a caption and an image file.
public struct Piece: FormModel, Equatable {
    @FormText public var caption = ""
    @FormImage public var image: FormFile? = nil

    public init() {}

    public init(caption: String = "", image: FormFile? = nil) {
        self.caption = caption
        self.image = image
    }
}
