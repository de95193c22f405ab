import Formwork
import FormworkFixtures

/// A sign-up whose rows and sections appear by age, with a group whose own
/// condition reads the group's keys.
struct LiveSignUp: FormModel {
    @FormNumber(range: 0...150) var age = 0
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormBoolean var newsletter = false
    @FormText(enabledWhen: "newsletter") var topic = ""
    @FormText(visibleWhen: .model { (s: LiveSignUp) in s.age > 100 }) var memories = ""
    var parents = FormSeparator("Parents", visibleWhen: "age < 18")
    @FormText var guardian = ""
    @FormGroup var address = Address()
    @FormText(visibleWhen: "address.country == 'CN'") var province = ""
}

/// A condition whose literal holds text that would end a script element.
struct LiveHostile: FormModel {
    @FormText var note = ""
    @FormText(visibleWhen: "note == '</script><script>alert(1)</script><!-- \u{2028}\u{2029} &amp;'") var shown = ""
}

/// Only a closure condition: nothing a browser can evaluate.
struct LiveClosureOnly: FormModel {
    @FormNumber var age = 0
    @FormText(visibleWhen: .model { (m: LiveClosureOnly) in m.age > 1 }) var later = ""
}

/// A group whose row's condition names a key of the group.
struct LiveShipping: FormModel {
    @FormBoolean var express = false
    @FormText(visibleWhen: "express") var slot = ""
}

/// An order holding the shipping group.
struct LiveOrder: FormModel {
    @FormText var item = ""
    @FormGroup var shipping = LiveShipping()
}
