import Formwork
import Testing

/// The words for yes and no an app adds to its language.
@Suite struct InputWordingsTests {
    @Test func anAppAddsWordsForYesToItsLanguage() throws {
        struct Survey: FormModel {
            @FormBoolean var agrees = false
        }
        var form = try FormState(Survey())
        form.localization = FormLocalization(
            language: .simplifiedChinese, catalogue: FormCatalogue(["zh-Hans": ["input.yes": "是|好|行"]]))
        try form.setText("行", for: "agrees")
        #expect(form.value(Bool.self, for: "agrees") == true)
        try form.setText("否", for: "agrees")
        #expect(form.value(Bool.self, for: "agrees") == false)
    }
}
