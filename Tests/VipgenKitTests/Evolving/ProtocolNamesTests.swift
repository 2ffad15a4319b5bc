import Expectations
import Testing

@testable import VipgenKit

/// The cheap look `add` takes at a rendered file before parsing it for protocols the scene keeps in
/// another file: every word after `protocol` and blanks, so no declaration is missed; a mention in a
/// comment only costs the parse.
@Suite struct ProtocolNamesTests {
    @Test func declarationsAreFoundHoweverTheyAreLaidOut() {
        let text = """
            protocol ListDisplayLogic: AnyObject {}
            @MainActor protocol ListRoutingLogic {
            }
            public protocol
                ListDataPassing {}
            protocol\tListBusinessLogic<Item> {}
            """
        expectEqual(
            Evolver.protocolNames(in: text),
            ["ListDisplayLogic", "ListRoutingLogic", "ListDataPassing", "ListBusinessLogic"])
    }

    @Test func otherWordsAreNotTaken() {
        let text = """
            let protocols = [ListDisplayLogic.self]
            var myprotocol = 1
            func conforms(to protocolType: Any.Type) {}
            // the protocol ListDataStore, mentioned in a comment
            """
        expectEqual(Evolver.protocolNames(in: text), ["ListDataStore"])
        expectEqual(Evolver.protocolNames(in: ""), [])
        expectEqual(Evolver.protocolNames(in: "protocol"), [])
    }
}
