import struct Foundation.CGRect

extension ListCell {
    /// A cell in a plain list under iPhone traits (`init(frame:)`). The frame is not kept:
    /// a list sizes its cells itself (self-sizing), so code that makes a cell with a frame,
    /// as UIKit code does, gets the same cell as ``init(appearance:traitCollection:)``.
    public convenience init(frame: CGRect) {
        self.init()
    }
}
