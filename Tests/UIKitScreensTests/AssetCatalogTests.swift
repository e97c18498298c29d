#if !canImport(UIKit)
    import Foundation
    import RenderCellsUIKit
    import Testing

    /// `UIColor(named:)` and `UIImage(named:)` reading an app's asset catalog from a folder the
    /// test names, with the variants Xcode writes, and clear errors for broken catalogs.
    @Suite(.serialized) struct AssetCatalogTests {
        /// A catalog written the way Xcode writes one, in a fresh temporary folder.
        static func makeCatalog(brandContents: String) throws -> String {
            let root = NSTemporaryDirectory() + "render-cells-assets-\(UUID().uuidString)/Assets.xcassets"
            let brand = root + "/Colors/Brand.colorset"
            let logo = root + "/Logo.imageset"
            for folder in [brand, logo] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try brandContents.write(toFile: brand + "/Contents.json", atomically: true, encoding: .utf8)
            try """
            {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
                       {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
                       {"idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}
            """.write(toFile: logo + "/Contents.json", atomically: true, encoding: .utf8)
            return root
        }

        static let brand = """
            {"colors":[
              {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x40","green":"128","red":"1.000"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.500"}},"idiom":"universal"},
              {"appearances":[{"appearance":"contrast","value":"high"}],
               "color":{"color-space":"srgb","components":{"alpha":"0.500","white":"0.000"}},"idiom":"universal"}
            ],"info":{"author":"xcode","version":1}}
            """

        @Test func colourSetsResolvePerAppearanceAndContrast() throws {
            try AssetCatalog.register(folder: Self.makeCatalog(brandContents: Self.brand))
            defer { AssetCatalog.removeAll() }
            let brand = try #require(UIColor(named: "Brand"))
            #expect(brand.resolvedRGBA(with: .iPhone) == RGBAColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255))
            #expect(
                brand.resolvedRGBA(with: UITraitCollection(userInterfaceStyle: .dark)) == RGBAColor(red: 0.5, green: 0, blue: 0))
            #expect(
                brand.resolvedRGBA(with: UITraitCollection(accessibilityContrast: .high))
                    == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
            #expect(UIColor(named: "Missing") == nil)
            #expect(brand == UIColor(named: "Brand"))
        }

        @Test func imageSetsGiveTheirLargestScale() throws {
            let root = try Self.makeCatalog(brandContents: Self.brand)
            try AssetCatalog.register(folder: root)
            defer { AssetCatalog.removeAll() }
            #expect(
                UIImage(named: "Logo")
                    == .file(path: URL(fileURLWithPath: root).standardizedFileURL.path + "/Logo.imageset/logo@3x.png"))
            #expect(UIImage(named: "Brand") == nil)
        }

        @Test func brokenCatalogsNameTheFileAndField() throws {
            let bad = Self.brand.replacingOccurrences(of: "\"0x40\"", with: "\"0x400\"")
            let root = try Self.makeCatalog(brandContents: bad)
            do {
                try AssetCatalog.register(folder: root)
                Issue.record("a broken catalog was registered")
            } catch let error as AssetCatalog.ReadError {
                #expect(error.file.hasSuffix("Brand.colorset/Contents.json"))
                #expect(error.message == "colors[0].color.components.blue: '0x400' is not 0...1, 0...255 or 0x00...0xFF")
            }
            #expect(UIColor(named: "Brand") == nil)
            let notJSON = try Self.makeCatalog(brandContents: "{\"colors\": [")
            #expect(throws: AssetCatalog.ReadError.self) { try AssetCatalog.register(folder: notJSON) }
        }
    }
#endif
