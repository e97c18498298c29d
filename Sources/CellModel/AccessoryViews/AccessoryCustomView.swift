/// Any ``AccessoryView`` stored in an accessory: the one eraser of app drawing,
/// ``AnyCustomView``, under the name the accessory's `customView` had.
public typealias AccessoryCustomView = AnyCustomView
