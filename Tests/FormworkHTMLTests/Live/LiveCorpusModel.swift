import Formwork
import FormworkFixtures
import Foundation

/// Rows with declared limits and the narrow number types, beside the
/// `Everything` fixture, for the live-condition corpus.
struct LiveLimits: FormModel {
    @FormNumber(range: 0...150) var age = 0
    @FormNumber(min: 0, step: 0.5) var rating = 0.0
    @FormNumber(step: Decimal(string: "0.01")) var price: Decimal = 0
    @FormNumber var small: UInt8 = 0
    @FormNumber var tiny: Int8? = 5
    @FormNumber var ratio: Float = 0
    @FormNumber var huge: UInt64 = 0
    @FormText(maxCharacters: 3) var code = ""
    @FormGroup var everything = Everything()
}
