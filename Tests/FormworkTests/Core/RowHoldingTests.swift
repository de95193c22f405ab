import Formwork
import FormworkFixtures
import Testing

@Suite("Rows: what a row holds")
struct RowHoldingTests {
    @Test func listsAndChoicesOfSeveralHoldSeveralValues() throws {
        let rows = try FormState(Everything()).allRows
        #expect(rows.filter(\.holdsSeveralValues).map(\.key) == ["words", "numbers", "reals", "topics", "genders"])
    }

    @Test func imagesAndAttachmentsHoldFiles() throws {
        struct Upload: FormModel {
            @FormText var name = ""
            @FormImage var photo: FormFile? = nil
            @FormAttachment var paper: FormFile? = nil
        }
        #expect(try FormState(Everything()).allRows.filter(\.holdsFile).map(\.key) == ["picture", "scan"])
        #expect(try FormState(Upload()).allRows.map(\.holdsFile) == [false, true, true])
    }
}
