// A list's positions are Foundation's `IndexPath`, so an app's code, which sees Foundation
// anyway, finds one `IndexPath` and not two clashing ones. Its list accessors (`item`,
// `row`, `section` and their initialisers) are UIKit's additions to Foundation, which
// Foundation on Linux lacks, so they are added here; on Apple platforms UIKit and AppKit
// declare them.
import struct Foundation.IndexPath

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// The path of item `item` in section `section` (UIKit's `init(item:section:)`).
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The path of row `row` in section `section` (UIKit's `init(row:section:)`); a row is
        /// an item.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The first index: the section.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The second index: the item in its section.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The item, by its table-view name.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
