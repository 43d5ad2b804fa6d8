@testable import FramePipeline
import Scenes
import ScrollEngine
import Testing

/// `g` picks a handoff policy that `f` then keeps: the toasts say when the policy in force is
/// not the preset's own, and which one that is.
@Suite("Toasts name a policy that differs from the preset's own")
struct SettingNoteTests {
    @Test("g then f to chromium: the toast says the policy was kept and what chromium's own is")
    func physicsAfterPolicy() {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, preset: .ios))
        loop.handle(.key("g"), timeMs: 0)
        let policy = loop.options.policy
        #expect(policy != PhysicsPreset.ios.handoff)
        while loop.options.preset.name != "chromium" { loop.handle(.key("f"), timeMs: 0) }
        let chromium = loop.options.preset
        #expect(loop.options.policy == policy, "f keeps the policy g chose")
        #expect(loop.toast.text == "physics chromium · handoff \(policy.rawValue)")
        #expect(policy != chromium.handoff, "the case this test is about")
        #expect(loop.toast.detail == "handoff kept from g: chromium's own is \(chromium.handoff.rawValue)")
    }

    @Test("f alone names the preset's own policy, with no second line")
    func physicsAlone() {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, preset: .ios))
        for _ in PhysicsPreset.all {
            loop.handle(.key("f"), timeMs: 0)
            #expect(loop.toast.text == "physics \(loop.options.preset.name) · handoff \(loop.options.preset.handoff.rawValue)")
            #expect(loop.toast.detail == nil)
        }
    }

    @Test("g says whether the policy is the preset's own")
    func policyAgainstPreset() {
        let loop = FrameLoop(options: SceneOptions(kind: .profile, preset: .ios))
        let own = PhysicsPreset.ios.handoff
        for _ in 0..<HandoffPolicy.allCases.count {
            loop.handle(.key("g"), timeMs: 0)
            let policy = loop.options.policy
            if policy == own {
                #expect(loop.toast.text == "handoff \(policy.rawValue) (ios's own)" && loop.toast.detail == nil)
            } else {
                #expect(loop.toast.text == "handoff \(policy.rawValue)")
                #expect(loop.toast.detail == "ios's own is \(own.rawValue); f keeps this one")
            }
        }
    }
}
