import Foundation
import RenderCellsUIKit
import SnapshotCore

extension ScreenRender {
    /// The screen of `controller` on `config` in `variant`, as a matrix draws each of its
    /// pictures: a plain screen's list in the variant, or a navigation or tab bar
    /// controller's whole screen, its bars laid out in the variant's traits (a bigger text
    /// size grows the large title's area, right to left mirrors the items) over its list,
    /// which starts below them as in `.image(on:)` (docs/bars.md).
    static func variantPicture(of controller: UIViewController, on config: ViewImageConfig, variant: ListVariant)
        -> SnapshotPicture
    {
        let plain = ScreenRender(controller: controller, config: config, size: nil, traits: .init())
        guard plain.chrome != nil else {
            return plain.withHostedList { list, scale in
                list.variantPicture(variant, width: plain.width, scale: scale, height: plain.height)
            }
        }
        // The variant's traits are the screen's, so the bars and the list's inset follow them.
        let screen = ScreenRender(controller: controller, config: config, size: nil, traits: variant.traits(UITraitCollection()))
        return screen.withHostedList { list, scale in
            list.variantPicture(variant, width: screen.width, scale: scale, height: screen.height) { drawn in
                screen.chrome?.drawn(over: drawn) ?? drawn
            }
        }
    }
}
