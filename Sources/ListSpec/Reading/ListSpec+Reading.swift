import RenderCells
import SafeIO
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ListSpec {
    /// Reads the spec file at `path` (YAML or JSON). Relative image paths in it are
    /// resolved against the file's folder.
    ///
    /// `symbolsFolder` (a command's `--symbols-dir`) stands in for the spec's own `symbols:`
    /// folder, and is given here rather than set afterwards so that the names only its
    /// templates hold are known while the spec's symbol names are checked.
    public init(contentsOf path: String, symbolsFolder: String? = nil) throws(SpecError) {
        let bytes = try Self.readFile(path)
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        try self.init(bytes: bytes, file: path, baseDirectory: folder, symbolsFolder: symbolsFolder)
    }

    /// Reads a spec from its bytes; `file` names it in messages, `baseDirectory` is where
    /// relative image paths start, `symbolsFolder` stands in for the spec's `symbols:`.
    public init(
        bytes: [UInt8], file: String = "<input>", baseDirectory: String = ".",
        symbolsFolder: String? = nil
    ) throws(SpecError) {
        let text = try SpecText.decode(bytes, file: file)
        try YAMLEventScan.check(text, file: file)
        let root: Node?
        do {
            root = try Parser(yaml: text, encoding: .utf8).singleRoot()
        } catch {
            throw SpecError(yaml: error, file: file, text: text)
        }
        guard let root else {
            throw SpecError(file: file, message: "the spec is empty; expected a mapping with 'sections' (see docs/spec.md)")
        }
        let context = SpecContext(file: file, baseDirectory: baseDirectory, symbolsFolder: symbolsFolder)
        try self.init(root: SpecNode(node: root, path: "", context: context))
        imageFiles = context.images.keys.sorted()
        if let symbolsFolder { self.symbolsFolder = symbolsFolder }
    }

    /// Reads a spec from text (tests, or specs made in code).
    public init(yaml: String, file: String = "<input>", baseDirectory: String = ".") throws(SpecError) {
        try self.init(bytes: Array(yaml.utf8), file: file, baseDirectory: baseDirectory)
    }

    static let fields =
        [
            "width", "scale", "height", "contentOffset", "traits", "tintColor", "isKeyWindow", "editing",
            "layout", "sections", "variants", "kind", "content", "fontsDir", "symbols", "design"
        ] + SpecDeclarations.fields

    init(root: SpecNode) throws(SpecError) {
        let f = try root.fields(allowed: Self.fields, what: "a spec")
        self.init(file: root.file)
        // Declarations first: traits, states and conditions below may use them.
        declarations = try SpecDeclarations(fields: f)
        root.context.declarations = declarations
        if let n = f["width"] { width = try n.width() }
        if let n = f["scale"] { scale = try n.scale() }
        height = try f.read("height") { n throws(SpecError) in
            let h = try n.number(in: 0...SpecLimits.maxHeight, what: "a height in points")
            guard h > 0 else { throw n.error("the height must be more than 0 points") }
            return h
        }
        if let n = f["contentOffset"] {
            contentOffset = try n.number(
                in: -SpecLimits.maxContentOffset...SpecLimits.maxContentOffset,
                what: "an offset in points")
        }
        traits = try f.read("traits") { n throws(SpecError) in try TraitsSpec(node: n) } ?? TraitsSpec()
        if let n = f["design"] { traits.listDesign = try n.designGeneration() }
        tintColor = try f.read("tintColor") { n throws(SpecError) in try n.color() }
        if let n = f["isKeyWindow"] { isKeyWindow = try n.bool() }
        if let n = f["editing"] { editing = try n.bool() }
        if let n = f["fontsDir"] { fontsDirectory = try n.fontsFolder() }
        layout = try f.read("layout") { n throws(SpecError) in try ListConfigurationSpec(node: n) } ?? ListConfigurationSpec()
        symbolsFolder = try f.read("symbols") { n throws(SpecError) in try n.symbolsFolder() }
        // Read before the sections, so their names resolve in it (unless a command's folder stands in).
        if root.context.symbolsFolder == nil { root.context.symbolsFolder = symbolsFolder }
        variants = try f.read("variants") { n throws(SpecError) in try VariantsSpec(node: n) } ?? VariantsSpec()
        kind = try f.read("kind") { n throws(SpecError) in try n.choice(Kind.self, what: "spec kind") } ?? .list
        if kind == .contentView {
            try readContentView(f)
            return
        }
        if let n = f["content"] {
            throw n.error("'content' belongs to a spec of kind: contentView; a list gives its content per item under sections")
        }
        guard let sectionsNode = f["sections"] else {
            throw root.error("a spec needs 'sections', a list of sections with items")
        }
        let list = layout
        sections = try sectionsNode.elements(what: "sections", limit: SpecLimits.maxSections).map { n throws(SpecError) in
            try SectionSpec(node: n, listLayout: list)
        }
        if let n = f["variants"], snapshotVariantCount > VariantsSpec.maxVariants {
            throw n.error("the variants make \(snapshotVariantCount) snapshots, over the limit of \(VariantsSpec.maxVariants)")
        }
    }

    /// A standalone list content view (`UIListContentView`, seed 000 at 26:23): `content`
    /// holds the content keys. It is shown as the one row of a plain list without
    /// separators, which draws exactly what the view alone draws on the system background
    /// (a test checks the pixels), so rendering, dumps, variants and tests work alike.
    private mutating func readContentView(_ f: SpecFields) throws(SpecError) {
        for key in ["sections", "layout", "editing", "contentOffset", "isKeyWindow"] where f.has(key) {
            throw f[key]!.error("a spec of kind: contentView shows one content view and has no \(key)")
        }
        guard let node = f["content"] else {
            throw f.node.error("a spec of kind: contentView needs 'content', the content view's configuration")
        }
        let content = try ContentSpec(fields: try node.fields(allowed: ContentSpec.fields, what: "a content view"))
        layout = ListConfigurationSpec(appearance: .plain)
        layout.showsSeparators = false
        sections = [SectionSpec(items: [ItemSpec(path: "content", content: content)])]
    }

    /// The bytes of the regular file at `path`, at most ``SpecLimits/maxFileSize`` + 1 of
    /// them (one more, so that an oversized file is reported as such). Opened without
    /// blocking and checked with `fstat` first, so a FIFO or a device fails at once
    /// instead of waiting for a writer.
    static func readFile(_ path: String) throws(SpecError) -> [UInt8] {
        func fail(_ message: String) -> SpecError { SpecError(file: path, message: message) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            throw fail(
                "cannot open the spec: \(String(cString: strerror(code)))"
                    + (code == ENOENT ? FileError.missingPathHint(path) : ""))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail("cannot stat the spec: \(String(cString: strerror(errno)))") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw fail("the spec is not a regular file") }
        // Its size from fstat, so the message gives it (the read below stops one byte past the limit).
        guard Int(info.st_size) <= SpecLimits.maxFileSize else {
            throw fail("the file is \(info.st_size) bytes, over the limit of \(SpecLimits.maxFileSize) bytes")
        }
        // One byte more than the file claims (or than the limit), to notice growth or excess.
        let limit = min(max(0, Int(info.st_size)), SpecLimits.maxFileSize) + 1
        let (bytes, failure) = RegularFile.readAll(fd, upTo: limit)
        guard failure == 0 else { throw fail("cannot read the spec: \(String(cString: strerror(failure)))") }
        return bytes
    }
}
