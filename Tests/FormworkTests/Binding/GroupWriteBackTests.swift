import Foundation
import Testing

@testable import Formwork

/// A group's properties that are not rows are captured once per source and
/// kept by every model built from it, however many edits come between.
@Suite("Writing back a group's other properties")
struct GroupWriteBackTests {
    @Test func groupPropertyThatIsNoRowSurvivesEveryBuild() throws {
        var source = Shipment()
        source.destination.depot = "LHR-7"
        var form = try FormState(source)
        for city in ["London", "Paris", "Berlin"] {
            try form.setText(city, for: "destination.city")
            let model = try form.model
            #expect(model.destination.city == city)
            #expect(model.destination.depot == "LHR-7")
        }
    }

    @Test func loadingANewSourceWritesBackItsGroupProperty() throws {
        var form = try FormState(Shipment())
        _ = try form.model
        var next = Shipment()
        next.destination.depot = "CDG-2"
        try form.load(next)
        try form.setText("Lyon", for: "destination.city")
        #expect(try form.model.destination.depot == "CDG-2")
        #expect(try form.model.destination.city == "Lyon")
    }

    @Test func groupCaptureIsMadeWithTheSourceCapture() throws {
        var source = Shipment()
        source.destination.depot = "LHR-7"
        let schema = try FormSchema.of(Shipment.self)
        let capture = try ModelCapture(source, schema: schema.model)
        #expect(capture.groups["destination"]?["depot"] as? String == "LHR-7")
    }
}

private struct Depot: FormModel {
    @FormText var city = ""
    var depot = ""
}

private struct Shipment: FormModel {
    @FormText var reference = ""
    @FormGroup var destination = Depot()
}
