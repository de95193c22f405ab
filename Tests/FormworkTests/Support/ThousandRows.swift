import Formwork

// 1000 rows and 500 conditions, declared as 10 × 10 groups of 10 rows.

struct Leaf: FormModel {
    @FormText var k0 = ""
    @FormText(visibleWhen: "k0 == 'x'") var k1 = ""
    @FormText var k2 = ""
    @FormText(visibleWhen: "k2 != ''") var k3 = ""
    @FormText var k4 = ""
    @FormText(enabledWhen: "k4.isEmpty") var k5 = ""
    @FormText var k6 = ""
    @FormText(visibleWhen: "k6.count > 2") var k7 = ""
    @FormText var k8 = ""
    @FormText(visibleWhen: "k8 == 'y' || k0 == 'z'") var k9 = ""
}

struct Branch: FormModel {
    @FormGroup var g0 = Leaf()
    @FormGroup var g1 = Leaf()
    @FormGroup var g2 = Leaf()
    @FormGroup var g3 = Leaf()
    @FormGroup var g4 = Leaf()
    @FormGroup var g5 = Leaf()
    @FormGroup var g6 = Leaf()
    @FormGroup var g7 = Leaf()
    @FormGroup var g8 = Leaf()
    @FormGroup var g9 = Leaf()
}

struct Thousand: FormModel {
    @FormGroup var b0 = Branch()
    @FormGroup var b1 = Branch()
    @FormGroup var b2 = Branch()
    @FormGroup var b3 = Branch()
    @FormGroup var b4 = Branch()
    @FormGroup var b5 = Branch()
    @FormGroup var b6 = Branch()
    @FormGroup var b7 = Branch()
    @FormGroup var b8 = Branch()
    @FormGroup var b9 = Branch()
}
