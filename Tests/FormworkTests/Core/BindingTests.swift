import Formwork
import FormworkFixtures
import Foundation
import Testing

@Suite struct BindingTests {
    @Test func editsMakeANewModelAndLeaveTheOriginalUntouched() throws {
        let original = Profile()
        var form = try FormState(original)
        try form.setText("Ada", for: "user_name")
        try form.setText("36", for: "age")
        try form.setValue(Gender.female, for: "gender")
        let edited = try form.model
        #expect(edited.user_name == "Ada")
        #expect(edited.age == 36)
        #expect(edited.gender == .female)
        #expect(original.user_name == "")
        #expect(original.age == 0)
        #expect(form.source.user_name == "")
    }

    @Test func formCopiesAreIndependent() throws {
        var first = try FormState(Profile())
        try first.setText("Ada", for: "user_name")
        var second = first
        try second.setText("Grace", for: "user_name")
        #expect(try first.model.user_name == "Ada")
        #expect(try second.model.user_name == "Grace")
    }

    @Test func propertiesWithoutAWrapperArePreserved() throws {
        var profile = Profile()
        let id = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        profile.serverID = id
        var form = try FormState(profile)
        try form.setText("Ada", for: "user_name")
        #expect(try form.model.serverID == id)
        #expect(form.rows.contains { $0.key == "serverID" } == false)
    }

    @Test func nonFieldPropertiesOfEveryShapeArePreserved() throws {
        final class Token: Codable, @unchecked Sendable {
            let id: Int
            init(id: Int) { self.id = id }
        }
        struct Session: FormModel {
            @FormText var user = ""
            var token = Token(id: 0)
            var scores: [String: Int] = [:]
            var lastSeen: Date? = nil
            var note: String? = "draft"
        }
        var session = Session()
        session.token = Token(id: 7)
        session.scores = ["a": 1, "b": 2]
        session.note = nil
        var form = try FormState(session)
        try form.setText("ada", for: "user")
        let rebuilt = try form.model
        #expect(rebuilt.token === session.token)
        #expect(rebuilt.scores == ["a": 1, "b": 2])
        #expect(rebuilt.note == nil)
        #expect(rebuilt.lastSeen == nil)
        #expect(rebuilt.user == "ada")
    }

    @Test func nestedGroupEditsLandInTheNestedModel() throws {
        var form = try FormState(Profile())
        try form.setText("杭州", for: "address.city")
        let edited = try form.model
        #expect(edited.address.city == "杭州")
        #expect(edited.address.street == "")
    }

    @Test func renamedCodingKeysStillBind() throws {
        struct Legacy: FormModel {
            @FormText var user_name = ""
            @FormNumber var age = 0
            enum CodingKeys: String, CodingKey {
                case user_name = "userName"
                case age = "years"
            }
        }
        var form = try FormState(Legacy())
        #expect(form.rows.map(\.key) == ["user_name", "age"])
        try form.setText("5", for: "age")
        #expect(try form.model.age == 5)
    }

    @Test func resetHasChangesAndChangedKeys() throws {
        var form = try FormState(Profile())
        #expect(!form.hasChanges)
        try form.setText("Ada", for: "user_name")
        try form.setText("1", for: "age")
        try form.setText("0", for: "age")
        #expect(form.hasChanges)
        #expect(form.changedKeys == ["user_name"])
        let change = form.reset()
        #expect(change.changedKeys == ["user_name"])
        #expect(!form.hasChanges)
        #expect(form.value(for: "user_name") == "")
    }

    @Test func loadingAModelFillsTheForm() throws {
        var form = try FormState(Profile())
        var saved = Profile()
        saved.user_name = "Grace"
        saved.tags = ["navy", "cobol"]
        let change = try form.load(saved)
        #expect(change.changedKeys == ["user_name", "tags"])
        #expect(form.value(for: "tags") == ["navy", "cobol"])
        #expect(!form.hasChanges)
    }

    @Test func editReportsWhatChanged() throws {
        var form = try FormState(Profile())
        #expect(try form.setText("Ada", for: "user_name").changedKeys == ["user_name"])
        #expect(try form.setText("Ada", for: "user_name").isEmpty)
    }

    @Test func typedReadsReturnTheRowsValueAsTheAskedType() throws {
        var form = try FormState(Profile())
        try form.setText("42", for: "age")
        #expect(form.value(Int.self, for: "age") == 42)
        #expect(form.value(String.self, for: "age") == "42")
        #expect(form.value(Int.self, for: "nothing") == nil)
    }
}
