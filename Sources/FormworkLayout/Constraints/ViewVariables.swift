/// The solver variables of a set of named views and of their superview,
/// and the translation of ``LayoutConstraint``s into ``LinearConstraint``s.
///
/// Each view has `x`, `y`, `width`, `height`; every attribute is a linear
/// expression of them (see ``LayoutAttribute``). The superview's left and
/// top are 0, its width and height are variables.
struct ViewVariables {
    struct Box {
        var x, y, width, height: LayoutVariable
    }

    let superviewWidth: LayoutVariable
    let superviewHeight: LayoutVariable
    let boxes: [Box]
    /// Box index by name: a lookup only, never iterated.
    private let index: [String: Int]

    init(solver: Solver, identifiers: [String]) {
        superviewWidth = solver.makeVariable("|.width")
        superviewHeight = solver.makeVariable("|.height")
        boxes = identifiers.map { name in
            Box(
                x: solver.makeVariable("\(name).x"), y: solver.makeVariable("\(name).y"),
                width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
        }
        var index: [String: Int] = [:]
        for (position, name) in identifiers.enumerated() where index[name] == nil { index[name] = position }
        self.index = index
    }

    /// The attribute as an expression, and whether it involves the superview's height.
    func expression(_ anchor: LayoutAnchor) -> (expression: LinearExpression, usesSuperviewHeight: Bool) {
        let c = anchor.attribute.coefficients
        guard let name = anchor.view else {
            var terms: [LinearExpression.Term] = []
            if c.width != 0 { terms.append(.init(superviewWidth, c.width)) }
            if c.height != 0 { terms.append(.init(superviewHeight, c.height)) }
            return (LinearExpression(terms), c.height != 0)
        }
        guard let position = index[name] else { return (LinearExpression(), false) }
        let box = boxes[position]
        var terms: [LinearExpression.Term] = []
        if c.x != 0 { terms.append(.init(box.x, c.x)) }
        if c.y != 0 { terms.append(.init(box.y, c.y)) }
        if c.width != 0 { terms.append(.init(box.width, c.width)) }
        if c.height != 0 { terms.append(.init(box.height, c.height)) }
        return (LinearExpression(terms), false)
    }

    /// `first relation second × multiplier + constant` over the variables.
    func linear(_ constraint: LayoutConstraint, label: String) -> (constraint: LinearConstraint, usesSuperviewHeight: Bool) {
        let first = expression(constraint.first)
        var rhs = LinearExpression(constant: constraint.constant)
        var usesHeight = first.usesSuperviewHeight
        if let anchor = constraint.second {
            let second = expression(anchor)
            rhs = rhs + constraint.multiplier * second.expression
            usesHeight = usesHeight || second.usesSuperviewHeight
        }
        let linear = LinearConstraint(
            first.expression, constraint.relation, rhs,
            strength: Strength(priority: constraint.priority), label: label)
        return (linear, usesHeight)
    }
}
