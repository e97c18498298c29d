// UIKit's names over RenderCells, so that a list screen written for iOS builds on Linux
// unchanged behind `#if canImport(UIKit) import UIKit #else import RenderCellsUIKit #endif`.
//
// Everything here is a name: a typealias where RenderCells' type already has UIKit's shape
// (configurations, states, traits, colours, accessories, snapshots), and a thin adapter
// where UIKit's shape differs (UIKit's collection view is not generic and hosts a data
// source; view controllers own a view; swipe actions are classes). Adapters forward to the
// one implementation in RenderCells and hold no behaviour of their own, so a picture made
// through these names is the picture RenderCells makes. Views inside cells, Auto Layout,
// table views and bars are classes of UIKit's names over the same model; what has no place
// in a picture is declared unavailable with a message saying what to write instead (see
// docs/uikit.md).

@_exported import RenderCells
