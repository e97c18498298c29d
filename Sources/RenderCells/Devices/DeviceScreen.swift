/// A device's screen as a picture of a screen needs it: its size in points, display scale,
/// safe areas, idiom and size classes, in portrait and landscape. One row of the device
/// table (DeviceScreen+Table.swift), which `.image(on:)`'s `ViewImageConfig` and the
/// command line's `--device` read.
public struct DeviceScreen: Sendable, Hashable {
    /// The name people use: "iPhone 17 Pro".
    public var name: String
    /// The name `--device` takes: lower case, no spaces ("iphone17pro").
    public var id: String
    public var idiom: UserInterfaceIdiom
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Device pixels per point.
    public var scale: Double
    /// Points the system keeps clear in portrait (status bar or Dynamic Island, home indicator).
    public var portraitSafeArea: EdgeInsets
    /// Points the system keeps clear in landscape; leading and trailing are the left and
    /// right sides, which are equal on every device in the table.
    public var landscapeSafeArea: EdgeInsets
    /// The horizontal size class in landscape: regular on the large phones and every iPad.
    public var landscapeHorizontalSizeClass: UserInterfaceSizeClass
    /// Where the figures come from, for docs/guide-swift.md's device table.
    public var source: String

    public init(
        name: String, id: String, idiom: UserInterfaceIdiom, portraitSize: Size, scale: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
        landscapeHorizontalSizeClass: UserInterfaceSizeClass, source: String
    ) {
        self.name = name
        self.id = id
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
        self.source = source
    }

    /// The screen's size in points, turned for `landscape`.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area in points for the orientation.
    public func safeArea(landscape: Bool) -> EdgeInsets {
        landscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The traits the device's window scene reports in the orientation: idiom, scale, size
    /// classes, left to right. Text size and appearance are left to the caller.
    public func traits(landscape: Bool) -> TraitCollection {
        TraitCollection {
            $0.userInterfaceIdiom = idiom
            $0.displayScale = scale
            $0.layoutDirection = .leftToRight
            switch (idiom, landscape) {
            case (.pad, _):
                $0.horizontalSizeClass = .regular
                $0.verticalSizeClass = .regular
            case (_, false):
                $0.horizontalSizeClass = .compact
                $0.verticalSizeClass = .regular
            case (_, true):
                $0.horizontalSizeClass = landscapeHorizontalSizeClass
                $0.verticalSizeClass = .compact
            }
        }
    }

    /// The device whose ``id`` or ``name`` is `name` (any case, spaces ignored); nil when none is.
    public static func named(_ name: String) -> DeviceScreen? {
        let key = name.lowercased().filter { $0 != " " }
        return all.first { $0.id == key || $0.name.lowercased().filter({ $0 != " " }) == key }
    }
}
