import Foundation
import Testing
@testable import ScrollEngine

/// Each preset against its engine's closed-form distance: travel to rest from the release
/// velocity, within 2 %, over 300–8000 px/s (and the caps where a preset has them); the stop rules;
/// and the same rest at 30, 60, 144 and 240 Hz for every engine whose path does not depend on the
/// frame rate (all but Firefox's).
@Suite("Physics presets follow their formulas")
struct PresetFormulaTests {
    /// The documented distance still to travel from a velocity v (px/s), per preset.
    static func formula(_ preset: String, _ v: Double) -> Double {
        switch preset {
        case "ios": return v * (-1 / (1000 * log(0.998)))
        case "firefox": return v * (-1 / (1000 * log(0.998)))
        // Desktop Chrome: v²/(2·96·2.7559e-5 px/ms²), capped at 3 viewports (800 px here).
        case "chromium": return min(v * v / (2 * 96 * 2.7559e-5 * 1e6), 2400)
        case "chromeos": return (v - 172 * log(1 + v / 172)) / 3.7
        case "gtk": return v / 4
        case "qtquick": return v * v / 3000
        default: fatalError("no formula for \(preset)")
        }
    }

    /// Firefox's discrete path is tested against its own rule below (`firefoxFrameRate`).
    static let formulaPresets = ["ios", "chromium", "chromeos", "gtk", "qtquick"]
    static let velocities: [Double] = [300, 500, 800, 1500, 3000, 5000, 8000]

    /// A scroller over one long node, flung at `velocity` and stepped at `hz` until it rests.
    static func rest(_ preset: PhysicsPreset, velocity: Double, hz: Double) throws -> (travel: Double, seconds: Double) {
        let node = ScrollNode(contentExtent: 1e7, viewportExtent: 800, offset: 5_000_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        try scroller.fling(velocity: velocity)
        var frames = 0
        while scroller.isAnimating && frames < Int(hz * 60) {
            try scroller.step(1 / hz)
            frames += 1
        }
        return (scroller.chain.nodes[0].offset - 5e6, Double(frames) / hz)
    }

    @Test("travel after a release matches the formula within 2 %", arguments: formulaPresets)
    func travel(name: String) throws {
        let preset = try #require(PhysicsPreset.named(name))
        for v in Self.velocities {
            let capped = min(v, preset.maxFlingVelocity)
            let expected = v >= preset.minFlingVelocity ? Self.formula(name, capped) : 0
            let travel = try Self.rest(preset, velocity: v, hz: 60).travel
            #expect(abs(travel - expected) <= 0.02 * expected + 1e-9, "\(name) v=\(v): \(travel) vs \(expected)")
            let back = try Self.rest(preset, velocity: -v, hz: 60).travel
            #expect(back == -travel, "\(name): a fling back mirrors the fling forward")
        }
    }

    @Test("every continuous preset rests at the same place at 30, 60, 144 and 240 Hz (GTK within its last frame's step)",
          arguments: PhysicsPreset.all.map(\.name).filter { $0 != "firefox" })
    func frameRateIndependence(name: String) throws {
        let preset = try #require(PhysicsPreset.named(name))
        // GTK rests where its last frame before the stop left it: under 0.1 px/s, so the frames
        // of 30 Hz and 240 Hz leave it within 0.1/4 px of each other.
        let tolerance = name == "gtk" ? 0.1 / 4 : 1e-6
        for v in [700.0, 2400.0, 6100.0] {
            let reference = try Self.rest(preset, velocity: v, hz: 60).travel
            for hz in [30.0, 144.0, 240.0] {
                let travel = try Self.rest(preset, velocity: v, hz: hz).travel
                #expect(abs(travel - reference) < tolerance, "\(name) v=\(v) at \(hz) Hz: \(travel) vs \(reference)")
            }
        }
    }

    @Test("Firefox's fling depends on the frame rate as APZ's does: shorter than the integral by ~1.65 % at 60 Hz, ~0.83 % at 120 Hz")
    func firefoxFrameRate() throws {
        let integral = Self.formula("firefox", 3000 - 10)
        let at60 = try Self.rest(.firefox, velocity: 3000, hz: 60).travel
        let at120 = try Self.rest(.firefox, velocity: 3000, hz: 120).travel
        #expect(abs((integral - at60) / integral - 0.0165) < 0.001, "\(at60) vs \(integral)")
        #expect(abs((integral - at120) / integral - 0.0083) < 0.001, "\(at120) vs \(integral)")
    }

    @Test("stop rules: Firefox starts no fling below 500 px/s; GTK stops at 0.1 px/s; Qt caps at 2500 px/s")
    func stopRules() throws {
        #expect(try Self.rest(.firefox, velocity: 499, hz: 60).travel == 0)
        #expect(try Self.rest(.firefox, velocity: 501, hz: 60).travel > 0)
        let gtk = GTKKineticSimulation(velocity: 3000)
        #expect(abs(gtk.dx(gtk.duration - 1e-6) - 0.1) < 1e-3)
        // GTK4's 1000 px/s settles at ln(1000/0.1)/4 = 2.303 s.
        #expect(abs(GTKKineticSimulation(velocity: 1000).duration - log(10_000) / 4) < 1e-6)
        // Qt: capped at 2500 px/s, landing on the whole pixel nearest 2500²/3000 = 2083.3.
        #expect(try Self.rest(.qtquick, velocity: 8000, hz: 60).travel == 2083)
        let qt = QtQuickFlingSimulation(velocity: 2500)
        #expect(abs(qt.duration - 2 * 2083 / 2500.0) < 1e-12)
    }

    @Test("GTK shows no position from the tick that stops: it rests where the frame before left it, unrounded, and that frame is the last to move")
    func gtkRestIsTheLastFrameBeforeTheStop() throws {
        let hz = 60.0
        for v in [1000.0, 3000.0, -2222.0] {
            let node = ScrollNode(contentExtent: 1e7, viewportExtent: 800, offset: 5_000_000, leading: .bounce, trailing: .bounce)
            var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .gtk)
            try scroller.fling(velocity: v)
            var offsets: [Double] = [5e6]
            while scroller.isAnimating && offsets.count < Int(hz * 60) {
                try scroller.step(1 / hz)
                offsets.append(scroller.chain.nodes[0].offset)
            }
            // With no clock the nearest frame is the last one (step 1 shows one period), and
            // gtk_kinetic_scrolling_tick stops at the first frame with |v0|·e^(−4t) < 0.1 px/s.
            func curveTime(_ step: Int) -> Double { Double(step) / hz }
            let stopFrame = try #require((1...).first { abs(v) * exp(-4 * curveTime($0)) < 0.1 })
            let lastShown = stopFrame - 1
            let expected = v / 4 * (1 - exp(-4 * curveTime(lastShown)))
            #expect(abs((offsets.last ?? 0) - 5e6 - expected) < 1e-6, "v=\(v): \((offsets.last ?? 0) - 5e6) vs \(expected)")
            #expect(expected != expected.rounded(), "the case must tell an unrounded rest from a rounded one")
            let lastMove = try #require(offsets.indices.dropFirst().last { abs(offsets[$0] - offsets[$0 - 1]) > ReferenceFlick.stillPx })
            #expect(lastMove == lastShown, "v=\(v): last move at frame \(lastMove), GTK's last write at \(lastShown)")
        }
    }

    @Test("Chromium's curve is entered where its speed equals the release speed, and rests where it is 0")
    func chromiumEntry() {
        let alpha = -5707.62, beta = 172.0, gamma = 3.7
        func curve(_ t: Double) -> Double { alpha * exp(-gamma * t) - beta * t - alpha }
        func slope(_ t: Double) -> Double { -alpha * gamma * exp(-gamma * t) - beta }
        for v in [400.0, 2000.0, 7000.0] {
            let t0 = -log((v + beta) / (-alpha * gamma)) / gamma
            let t1 = -log(beta / (-alpha * gamma)) / gamma
            #expect(abs(slope(t0) - v) < 1e-6)
            let fling = ChromiumFlingSimulation(velocity: v)
            #expect(abs(fling.dx(0) - v) < 1e-9)
            for t in [0.05, 0.2, 0.6] where t < t1 - t0 {
                #expect(abs(fling.x(t) - (curve(t0 + t) - curve(t0))) < 1e-6)
                #expect(abs(fling.dx(t) - slope(t0 + t)) < 1e-6)
            }
            #expect(abs(fling.finalX - (curve(t1) - curve(t0))) < 1e-6)
            #expect(abs(fling.duration - (t1 - t0)) < 1e-12)
        }
    }

    @Test("for one flick the presets rank as their formulas say")
    func ranking() throws {
        let v = 2000.0
        var measured: [(String, Double)] = []
        var predicted: [(String, Double)] = []
        for name in Self.formulaPresets {
            let preset = try #require(PhysicsPreset.named(name))
            measured.append((name, try Self.rest(preset, velocity: v, hz: 60).travel))
            // With the stop rules: Firefox stops 10 px/s short, GTK 0.1 px/s short.
            let stop: Double = name == "gtk" ? 0.1 : 0
            predicted.append((name, Self.formula(name, min(v, preset.maxFlingVelocity) - stop)))
        }
        #expect(measured.sorted { $0.1 < $1.1 }.map(\.0) == predicted.sorted { $0.1 < $1.1 }.map(\.0))
    }

    @Test("new fling simulations fit an existential's inline buffer (starting a fling allocates nothing)")
    func inlineSize() {
        #expect(MemoryLayout<DecelerationSimulation>.size <= 24)
        #expect(MemoryLayout<SplineFlingSimulation>.size <= 24)
        #expect(MemoryLayout<ChromiumFlingSimulation>.size <= 24)
        #expect(MemoryLayout<FirefoxFlingSimulation>.size <= 24)
        #expect(MemoryLayout<GTKKineticSimulation>.size <= 24)
        #expect(MemoryLayout<QtQuickFlingSimulation>.size <= 24)
        #expect(MemoryLayout<PhysicsBasedFlingSimulation>.size <= 24)
        #expect(MemoryLayout<ClampingFlingSimulation>.size <= 24)
    }
}
