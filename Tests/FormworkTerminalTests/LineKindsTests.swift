import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

@Suite struct LineKindsTests {
    @Test func everyKindIsAnsweredAsTyped() throws {
        let scan = try temporaryFile("scan.png", bytes: 68)
        let answers = [
            "Ada Lovelace", "s3cret", "Wrote notes", "42", "9223372036854775807", "-7", "2.5",
            "3.14159265358979323846", "5", "0.1", "1.5", "yes", "no", "swift, forms", "1, 2, 3", "0.5, 1.25",
            "Swift, Music", "Male", "prefer_not_to_say", "Female, Male", "High", "Large", "", scan.path,
            "2026-11-21T09:30:00Z", "2026-11-21", "1 Main St", "London", "UK",
        ]
        let run = try fillLines(FormState(Everything()), answers)
        let model = try #require(run.form).model
        #expect(model.text == "Ada Lovelace")
        #expect(model.secret == "s3cret")
        #expect(model.notes == "Wrote notes")
        #expect(model.int == 42 && model.int64 == .max && model.int32 == -7 && model.double == 2.5)
        #expect(model.decimal == Decimal(string: "3.14159265358979323846"))
        #expect(model.maybe_int == 5 && model.maybe_double == 0.1 && model.maybe_decimal == Decimal(string: "1.5"))
        #expect(model.flag == true && model.maybe_flag == false)
        #expect(model.words == ["swift", "forms"] && model.numbers == [1, 2, 3] && model.reals == [0.5, 1.25])
        #expect(model.topics == [.swift, .music])
        #expect(model.gender == .male && model.maybe_gender == .prefer_not_to_say && model.genders == [.female, .male])
        #expect(model.priority == .high && model.size == "L")
        #expect(model.picture == nil)
        #expect(model.scan?.filename == "scan.png" && model.scan?.contentType == "image/png")
        #expect(model.moment == Date(timeIntervalSince1970: 1_795_253_400))
        #expect(model.day == Date(timeIntervalSince1970: 1_795_219_200))
        #expect(model.address.street == "1 Main St" && model.address.city == "London" && model.address.country == "UK")
    }

    @Test func aTitleIsPrintedAndNeverAsked() throws {
        let run = try fillLines(FormState(Everything()), [])
        #expect(run.output.hasSuffix("\n\nEverything\nText: \n"))
    }

    @Test func aDisabledRowIsPrintedWithItsReasonAndNeverAsked() throws {
        var form = try FormState(Profile.ada)
        form.setAccess(.editable(except: ["email"], reason: "Verified"))
        let run = try fillLines(form, Array(repeating: "", count: 12))
        #expect(run.form != nil)
        #expect(run.output.contains("\nContact\nEmail: ada@example.com (disabled: Verified)\nMobile [+44 20 7946 0000]: \n"))
    }

    @Test func everythingPrintedIsPlainText() throws {
        let run = try fillLines(FormState(Everything()), Array(repeating: "", count: 29))
        #expect(run.form != nil)
        #expect(!run.output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    @Test func aRefusedNumberIsAskedAgainWithTheMessageThenTaken() throws {
        let run = try fillLines(FormState(Account()), ["Ada", "", "eleven", "4"])
        #expect(try #require(run.form).value(Int.self, for: "seats") == 4)
        #expect(
            run.output.contains(
                """
                Seats (a number from 1 to 10) [1]: eleven
                Seats must be a whole number
                Seats (a number from 1 to 10) [1]: 4
                All answers are valid.
                """))
    }

    @Test func emptyAnswersKeepEveryValue() throws {
        let ada = Profile.ada
        let run = try fillLines(FormState(ada), Array(repeating: "", count: 13))
        #expect(try #require(run.form).model == ada)
        #expect(run.output.contains("Age (a number) [36]: \n"))
        #expect(run.output.contains("Tags (items separated by commas) [math, engines]: \n"))
    }

    @Test func aSingleDashClearsAValue() throws {
        let answers = ["", "", "", "", "", "-", "-"] + Array(repeating: "", count: 6)
        let run = try fillLines(FormState(Profile.ada), answers)
        let model = try #require(run.form).model
        #expect(model.phone == nil)
        #expect(model.tags == [])
        #expect(model.email == "ada@example.com")
    }

    @Test func aPasswordIsNeverPrintedAndItsValueIsShownMasked() throws {
        var form = try FormState(Account())
        try form.setText("hunter2", for: "password")
        let run = try fillLines(form, ["", "", "", "Ada"])
        #expect(try #require(run.form).value(String.self, for: "password") == "hunter2")
        #expect(run.output.contains("Password [•••••••]: \n"))
        #expect(!run.output.contains("hunter2"))
    }

    @Test func aTypedPasswordIsNeverPrinted() throws {
        let run = try fillLines(FormState(Account()), ["Ada", " pass word ", ""])
        #expect(try #require(run.form).value(String.self, for: "password") == " pass word ")
        #expect(run.output.contains("Password: \n"))
        #expect(!run.output.contains("pass word"))
    }

    @Test func anImagePathIsReadIntoAFileAndDescribed() throws {
        let photo = try temporaryFile("photo.png", bytes: 68)
        let blanks = Array(repeating: "", count: 23)
        let run = try fillLines(FormState(Everything()), blanks + [photo.path] + blanks.prefix(5))
        let scan = try #require(run.form?.model.scan)
        #expect(scan.filename == "photo.png" && scan.contentType == "image/png")
        #expect(scan.data == Data(repeating: 7, count: 68))
        #expect(run.output.contains("Scan (the path of an image file): \(photo.path)\nAttached photo.png, 68 bytes, image/png\n"))
    }

    @Test func aPathToNoFileIsRefusedAndAskedAgain() throws {
        let run = try fillLines(FormState(Everything()), Array(repeating: "", count: 23) + ["/no/such/photo.png"])
        #expect(run.form == nil)
        #expect(
            run.output.hasSuffix(
                """
                Scan (the path of an image file): /no/such/photo.png
                No file at '/no/such/photo.png'
                Scan (the path of an image file): \n
                """))
    }
}

/// A file of `bytes` sevens named `name` in a folder of its own, removed when the process ends.
func temporaryFile(_ name: String, bytes: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("line-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(repeating: 7, count: bytes).write(to: file)
    return file
}
