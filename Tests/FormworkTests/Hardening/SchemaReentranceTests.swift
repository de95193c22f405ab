import Foundation
import Testing

@testable import Formwork

// A model's `init()` may make forms, of another type or of its own, while
// its schema is being built, and many tasks may use a new type at once: a
// cycle is a declaration error, never a trap or a stack overflow, and each
// type gets one schema. Each type here is private to this file and used by
// one test only, so its schema is built by that test, for the first time.

/// A checkout whose `init()` counts the rows of another form: building the
/// checkout's schema runs `Checkout()`, which builds the shipping schema.
private struct ReentrantShipping: FormModel {
    @FormText var street = ""
    @FormText var city = ""
}

private struct ReentrantCheckout: FormModel {
    @FormText var email = ""
    var shippingRowCount = -1

    init() { shippingRowCount = (try? FormState(ReentrantShipping()))?.rows.count ?? -2 }
}

/// A node whose `init()` makes a form of itself: the schema is built from
/// `SelfForm()`, whose `init()` asks for the schema again.
private struct SelfForm: FormModel {
    @FormText var title = ""
    var innerError = ""

    init() {
        do { _ = try FormState(self) } catch { innerError = "\(error)" }
    }
}

/// As `SelfForm`, first used on a thread that runs no task.
private struct SelfFormOnThread: FormModel {
    @FormText var title = ""
    init() { _ = try? FormState(self) }
}

/// Two models whose `init()` each make a form of the other.
private struct CycleOrder: FormModel {
    @FormText var id = ""
    init() { _ = try? FormState(CycleInvoice()) }
    init(withoutForms: Void) {}
}

private struct CycleInvoice: FormModel {
    @FormText var number = ""
    init() { _ = try? FormState(CycleOrder(withoutForms: ())) }
}

/// Used first by many tasks at once.
private struct RaceProbe: FormModel {
    @FormText var name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormGroup var shipping = RaceShipping()
}

private struct RaceShipping: FormModel {
    @FormText var street = ""
}

/// Used first by many tasks at once; its `init()` builds another form.
private struct RaceReentrant: FormModel {
    @FormText var name = ""
    var rows = 0
    init() { rows = (try? FormState(RaceInner()))?.rows.count ?? -1 }
}

private struct RaceInner: FormModel {
    @FormText var line = ""
}

@Suite struct SchemaReentranceTests {
    @Test func nestedModelInitBuildingAnotherTypesFormDoesNotTrap() throws {
        // Building the checkout's schema runs ReentrantCheckout(), which builds the shipping schema.
        try ReentrantCheckout.checkFormDeclaration()
        #expect(SchemaRegistry.shared.buildCount(for: ReentrantShipping.self) == 1)
        #expect(SchemaRegistry.shared.buildCount(for: ReentrantCheckout.self) == 1)
        #expect(ReentrantCheckout().shippingRowCount == 2)
        #expect(try FormState(ReentrantCheckout()).rows.map(\.key) == ["email"])
    }

    @Test func selfRecursiveInitIsADeclarationErrorNotAStackOverflow() throws {
        let error = try #require(throws: FormDeclarationError.self) { try SelfForm.checkFormDeclaration() }
        #expect(error.problems.count == 1)
        #expect(error.problems.first?.typeName == "SelfForm")
        #expect(error.problems.first?.property == "")
        let message = error.description
        #expect(message.contains("Building the form of `SelfForm`"))
        #expect(message.contains("(SelfForm → SelfForm)"))
        #expect(message.contains("To resolve this error, make the form outside that code"))
        // Every later form of the type fails the same way, at once, also the one in init().
        #expect(throws: error) { try FormState(SelfForm()) }
        #expect(SelfForm().innerError == message)
    }

    @Test func selfRecursiveInitOnAThreadWithoutATaskIsADeclarationError() async {
        // Outside any task, the build trace lives in the thread's task-local storage.
        let message = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread {
                do {
                    try SelfFormOnThread.checkFormDeclaration()
                    continuation.resume(returning: "no error")
                } catch {
                    continuation.resume(returning: "\(error)")
                }
            }.start()
        }
        #expect(message.contains("(SelfFormOnThread → SelfFormOnThread)"))
    }

    @Test func twoModelsMakingFormsOfEachOtherInInitAreBothDeclarationErrors() throws {
        let order = try #require(throws: FormDeclarationError.self) { try CycleOrder.checkFormDeclaration() }
        #expect(order.problems.map(\.typeName) == ["CycleOrder"])
        let invoice = try #require(throws: FormDeclarationError.self) { try CycleInvoice.checkFormDeclaration() }
        #expect(invoice.description.contains("(CycleOrder → CycleInvoice → CycleOrder)"))
    }

    @Test func concurrentFirstUseOfOneTypeFromManyTasksYieldsOneSchema() async throws {
        let schemas = try await withThrowingTaskGroup(of: FormSchema.self) { group in
            for _ in 0..<64 { group.addTask { try FormState(RaceProbe()).schema } }
            return try await group.reduce(into: [FormSchema]()) { $0.append($1) }
        }
        #expect(schemas.count == 64)
        #expect(Set(schemas.map(ObjectIdentifier.init)).count == 1)
        #expect(try schemas.allSatisfy { $0 === (try FormSchema.of(RaceProbe.self)) })
        #expect(SchemaRegistry.shared.buildCount(for: RaceProbe.self) == 1)
        #expect(SchemaRegistry.shared.buildCount(for: RaceShipping.self) == 1)
    }

    @Test func concurrentFirstUseOfAModelWhoseInitBuildsAnotherFormYieldsOneSchemaEach() async throws {
        let results = try await withThrowingTaskGroup(of: (ObjectIdentifier, Int).self) { group in
            for _ in 0..<32 {
                group.addTask {
                    let model = RaceReentrant()
                    return (ObjectIdentifier(try FormState(model).schema), model.rows)
                }
            }
            return try await group.reduce(into: [(ObjectIdentifier, Int)]()) { $0.append($1) }
        }
        #expect(Set(results.map(\.0)).count == 1)
        #expect(results.allSatisfy { $0.1 == 1 })
        #expect(SchemaRegistry.shared.buildCount(for: RaceInner.self) == 1)
    }
}
