import Formwork
import Foundation
import Testing

// The fix the bracketed `param:` refusal gives: a nested group keyed
// `product` is written `product[sku]` in form bodies and as a nested object
// in JSON, and each is read back, from Formwork's bodies and from bodies
// written by hand as a browser or another client would.

private struct Product: FormModel {
    @FormText var sku = ""
    @FormText var brand = ""
}

private struct ProductListing: FormModel {
    @FormGroup(param: "product") var item = Product()
    @FormNumber var stock = 0
}

@Suite struct NestedGroupKeyRoundTripTests {
    private let listing: ProductListing = {
        var listing = ProductListing()
        listing.item.sku = "LAMP-01"
        listing.item.brand = "Acme & Sons"
        listing.stock = 12
        return listing
    }()

    private func expectListing(_ read: ProductListing) {
        #expect(read.item.sku == "LAMP-01")
        #expect(read.item.brand == "Acme & Sons")
        #expect(read.stock == 12)
    }

    @Test func aNestedGroupIsWrittenWithBracketsAndReadBackFromUrlencoded() throws {
        let body = try FormState(listing).parameters.urlEncoded
        #expect(body == "product%5Bsku%5D=LAMP-01&product%5Bbrand%5D=Acme+%26+Sons&stock=12")
        expectListing(try ProductListing(urlEncoded: body))
        expectListing(try ProductListing(urlEncoded: "product[sku]=LAMP-01&product[brand]=Acme+%26+Sons&stock=12"))
    }

    @Test func aNestedGroupIsANestedObjectInJSONAndIsReadBack() throws {
        let json = try FormState(listing).parameters.jsonString()
        #expect(json == #"{"product":{"sku":"LAMP-01","brand":"Acme & Sons"},"stock":12}"#)
        expectListing(try ProductListing(json: json))
    }

    @Test func aNestedGroupIsNamedWithBracketsInMultipartAndIsReadBack() throws {
        let body = try FormState(listing).parameters.multipart(boundary: "XyZ")
        let text = String(decoding: body.data, as: UTF8.self)
        #expect(text.contains("Content-Disposition: form-data; name=\"product[sku]\"\r\n\r\nLAMP-01\r\n"))
        #expect(text.contains("Content-Disposition: form-data; name=\"product[brand]\"\r\n\r\nAcme & Sons\r\n"))
        expectListing(try ProductListing(multipart: body.data, boundary: "XyZ"))
    }

    /// Writes both form bodies into `<temporary directory>/formwork-server-fixtures/`,
    /// where `Tests/Scripts/server_readers_cross_check.py` reads them with
    /// PHP and Rack when they are installed.
    @Test func aNestedGroupsBodiesAreWrittenForTheServerCrossCheck() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-server-fixtures")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let parameters = try FormState(listing).parameters
        try parameters.urlEncodedData().write(to: directory.appendingPathComponent("product-listing.urlencoded"))
        let multipart = try parameters.multipart(boundary: "XyZ")
        try multipart.data.write(to: directory.appendingPathComponent("product-listing.multipart"))
        #expect(multipart.contentType == "multipart/form-data; boundary=XyZ")
    }
}
