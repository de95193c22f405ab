import Formwork

// Controls and the rows, separators and nested groups their conditions show,
// hide, enable and disable: every kind of target a condition decides, for the
// incremental-change property.

struct Gauge: FormModel {
    @FormNumber var level = 0
    @FormText(visibleWhen: "level > 2") var reading = ""
    @FormText(enabledWhen: "level != 4") var note = ""
    var limits = FormSeparator("Limits", visibleWhen: "level < 6")
    @FormText(visibleWhen: "level in [0, 2, 4, 6, 8]") var low = ""
    @FormText var high = ""
    var empty = FormSeparator("Empty", enabledWhen: "level > 0")
}

struct Bay: FormModel {
    @FormNumber var mode = 0
    @FormGroup(visibleWhen: "mode > 1", enabledWhen: "mode != 3") var gauge = Gauge()
    @FormText(visibleWhen: "mode < 5 && gauge.level > 0") var label = ""
    var tail = FormSeparator("Tail")
    @FormText(visibleWhen: "mode == 7") var only = ""
}

struct ControlRoom: FormModel {
    @FormNumber var a = 0
    @FormNumber var b = 0
    @FormNumber var c = 0
    @FormText(visibleWhen: "a > 3") var r1 = ""
    @FormText(visibleWhen: "c != 1", enabledWhen: "b < 5") var r2 = ""
    @FormGroup(visibleWhen: "a != b") var left = Bay()
    @FormText(visibleWhen: "c > 2") var between = ""
    @FormGroup(enabledWhen: "c < 7") var right = Bay()
    var bare = FormSeparator("Bare", visibleWhen: "b > 4")
    var lower = FormSeparator("Lower", visibleWhen: "a < 8", enabledWhen: "b != 2")
    @FormText(visibleWhen: "a == c") var r3 = ""
    @FormText(enabledWhen: .model { (room: ControlRoom) in room.b % 3 != 0 }) var r4 = ""
    @FormText(visibleWhen: .model { (room: ControlRoom) in room.a + room.c > 6 }) var r5 = ""
}
