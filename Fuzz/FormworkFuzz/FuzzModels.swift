import Formwork
import Foundation

/// A sign-up form with every kind of row a body can fill, conditions and a group.
struct FuzzSignUp: FormModel {
    enum Plan: String, FormChoice { case free, pro, team }

    struct Address: FormModel {
        @FormText var street = ""
        @FormText var city = ""
    }

    @FormText(rules: [.required, .maxLength(40)]) var user_name = ""
    @FormText var nick: String? = "anon"
    @FormNumber(range: 0...150) var age = 0
    @FormNumber var price: Decimal = 0
    @FormNumber var ratio = 1.0
    @FormBoolean var newsletter = false
    @FormEnumerated var plan: Plan = .free
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormGroup var address = Address()
}

/// A résumé whose jobs repeat, with a condition inside each item, and a
/// shortlist bounded by `maxItems` shown only when asked for.
struct FuzzResume: FormModel {
    struct Job: FormModel {
        @FormText var title = ""
        @FormNumber var years = 0
        @FormBoolean var current = false
        @FormDate(.date, visibleWhen: "current == false") var ended: Date? = nil
    }

    @FormText var name = ""
    @FormGroup var jobs: [Job] = [Job()]
    @FormBoolean var shortlisted = false
    @FormGroup(maxItems: 3, visibleWhen: "shortlisted == true") var picks: [Job] = []

    /// How many items each group holds, and the most it may.
    static func counts(_ form: FormState<FuzzResume>) -> [(count: Int, limit: Int)] {
        let model = try? form.model
        return [(model?.jobs.count ?? 0, 1000), (model?.picks.count ?? 0, 3)]
    }
}
