import Formwork
import FormworkFixtures
import Testing

/// A repeating group on a native form: its items gathered under it, and
/// add, delete and move within the group's limits, each step a change a
/// table view applies in turn.
@Suite struct NativeGroupTests {
    struct Crew: FormModel {
        @FormText var ship = ""
        @FormGroup(minItems: 1, maxItems: 3) var jobs: [Job] = [Job(title: "A"), Job(title: "B")]
    }

    static func titles(_ editor: FormEditor<Crew>) -> [String] {
        let count = editor.form.repeatingGroup("jobs")?.count ?? 0
        return (0..<count).compactMap { editor.form.value(for: "jobs[\($0)].title")?.text }
    }

    static func group(_ editor: FormEditor<Crew>) throws -> FormEditor<Crew>.Group {
        for case .group(let group) in editor.parts { return group }
        throw GroupMissing()
    }

    struct GroupMissing: Error {}

    @Test func aGroupsItemsAreGatheredUnderItInOrder() throws {
        let editor = try FormEditor(Crew())
        #expect(editor.parts.count == 2, "the ship's section, then the group")
        let jobs = try Self.group(editor)
        #expect(jobs.group.key == "jobs" && jobs.items.map(\.repetition?.index) == [0, 1])
        #expect(jobs.items.map { $0.rows.map(\.key) }.first == ["jobs[0].title", "jobs[0].years", "jobs[0].employer"])
        #expect(jobs.addTitle == "Add Job" && jobs.id == jobs.section.id)
    }

    @Test func addingAnItemInsertsItsSectionAndFocusesItsFirstRow() throws {
        var editor = try FormEditor(Crew())
        let added = editor.addItem(toGroup: "jobs")
        #expect(added.isTaken && added.changes.count == 1)
        #expect(added.changes.first?.insertedSections == [4], "after the ship, the group and two items")
        #expect(editor.form.repeatingGroup("jobs")?.count == 3)
        let first = try #require(editor.firstFocus(inItem: 2, ofGroup: "jobs"))
        #expect(editor.form.key(forID: first) == "jobs[2].title")
        #expect(try Self.group(editor).group.canAdd == false, "three is the most")
        let refused = editor.addItem(toGroup: "jobs")
        #expect(!refused.isTaken && refused.announcements.count == 1, "the refusal is said: \(refused.announcements)")
    }

    @Test func deletingStopsAtTheFewestItemsAndSaysWhy() throws {
        var editor = try FormEditor(Crew())
        let deleted = editor.deleteItems(at: [0], fromGroup: "jobs")
        #expect(deleted.isTaken && deleted.changes.first?.deletedSections == [2])
        #expect(Self.titles(editor) == ["B"])
        #expect(try Self.group(editor).group.canDelete == false)
        let refused = editor.deleteItems(at: [0], fromGroup: "jobs")
        #expect(!refused.isTaken && refused.announcements.count == 1)
        #expect(Self.titles(editor) == ["B"])
    }

    @Test(arguments: [
        ([0], 2, ["B", "A", "C"]), ([0], 3, ["B", "C", "A"]), ([2], 0, ["C", "A", "B"]), ([0, 2], 1, ["A", "C", "B"]),
        ([1], 1, ["A", "B", "C"]), ([1], 2, ["A", "B", "C"]),
    ])
    func movingItemsPlacesThemBeforeTheItemAtTheOffset(_ offsets: [Int], _ destination: Int, _ order: [String]) throws {
        var crew = Crew()
        crew.jobs = [Job(title: "A"), Job(title: "B"), Job(title: "C")]
        var editor = try FormEditor(crew)
        let moved = editor.moveItems(fromOffsets: offsets, toOffset: destination, inGroup: "jobs")
        #expect(moved.isTaken)
        #expect(Self.titles(editor) == order)
        #expect(moved.changes.allSatisfy { !$0.movedSections.isEmpty }, "each step moves a section")
    }
}
