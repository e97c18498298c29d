/// Any ``BackgroundContent`` stored in a background configuration: the one eraser of app
/// drawing, ``AnyCustomView``, under the name a background's `customView` had.
public typealias BackgroundCustomContent = AnyCustomView
