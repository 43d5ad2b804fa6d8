import Foundation
@testable import EngineTruth

/// Paths in the repository, found from this file's location so the tests run from any directory.
enum Repository {
    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `relative` from the root.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// The hand-made fixture: Qt Flickable's closed form for a 1200 px/s mouse drag, the fling's
    /// t = 0 at the last frame at or before the lift.
    static let fixturePath = path("Tests/EngineTruthTests/Fixtures/qtquick-handmade.json")

    /// The fixture's bytes.
    static var fixtureData: Data { (try? Data(contentsOf: URL(fileURLWithPath: fixturePath))) ?? Data() }

    /// The fixture decoded as a generic JSON object, to be changed and encoded back.
    static var fixtureObject: [String: Any] {
        (try? JSONSerialization.jsonObject(with: fixtureData)) as? [String: Any] ?? [:]
    }

    /// `object` as a truth file's bytes.
    static func data(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }
}
