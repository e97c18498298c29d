#if !canImport(UIKit)
    import Foundation
    import RenderCellsUIKit
    import Testing
    #if canImport(Glibc)
        import Glibc
    #endif

    /// A catalog's `Contents.json` that is not a regular file (a FIFO, a device) is refused at
    /// once, naming the file, instead of blocking `register` for ever.
    @Suite(.serialized) struct AssetCatalogFIFOTests {
        // A hang guard only: the refusal takes milliseconds.
        @Test(.timeLimit(.minutes(1))) func aFIFOContentsFileIsRefusedWithoutBlocking() throws {
            let root = try AssetCatalogTests.makeCatalog(brandContents: AssetCatalogTests.brand)
            let contents = root + "/Colors/Brand.colorset/Contents.json"
            try FileManager.default.removeItem(atPath: contents)
            #expect(mkfifo(contents, 0o600) == 0)
            // No writer ever opens the FIFO: a blocking read would never return.
            do {
                try AssetCatalog.register(folder: root)
                Issue.record("a FIFO was read as a catalog file")
            } catch let error as AssetCatalog.ReadError {
                #expect(error.file.hasSuffix("Brand.colorset/Contents.json"))
                #expect(error.message.contains("not a regular file"))
            }
        }
    }
#endif
