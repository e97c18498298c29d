import Display
import SafeIO

// results.json (and a `swift test` failure's `.result.json`) written by hand: the bytes
// Foundation's JSONEncoder writes for these types with the report's options (pretty-printed,
// keys sorted, slashes as written), from Display's PrettyJSON writer. For a run of 200
// failing screens, each with about a hundred layout changes (15 MB of JSON), the encoder
// took about 2 ms of CPU a failure building and sorting its tree of boxed values; this takes
// about a fifth of that. `ReportJSONTests` keeps the two equal byte for byte on a run with every
// field set and awkward strings, and fails when a field is added to a type here but not
// below. Each object's keys are written in sorted order (their UTF-8 bytes).

extension SnapshotTestRun {
    /// The run as results.json holds it, with the final line break; throws for a number JSON
    /// cannot hold (NaN or an infinity), as the encoder did. ``reportJSONChunks(threads:)``
    /// joined.
    package func reportJSON(threads: Int = 1) throws(PrettyJSON.Problem) -> [UInt8] {
        let chunks = try reportJSONChunks(threads: threads)
        var document: [UInt8] = []
        document.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { document.append(contentsOf: chunk) }
        return document
    }

    /// ``reportJSON(threads:)``'s bytes in pieces, in order, to be written as they are: the
    /// results are written on up to `threads` threads, each into its own buffer, and each
    /// buffer is a piece of its own between the pieces of the document around it (never
    /// copied into one document: for a failing run that was 15 MB of fresh memory). The same
    /// bytes on any number of threads. `madeAhead` gives a result's element when it was
    /// already written (``SnapshotTestResult/reportElement()``, on the worker that finished
    /// the result), else nil.
    package func reportJSONChunks(
        threads: Int = 1, madeAhead: @escaping @Sendable (SnapshotTestResult) -> PrettyJSON? = { _ in nil }
    ) throws(PrettyJSON.Problem) -> [[UInt8]] {
        var json = PrettyJSON(capacity: 4096)
        json.openObject()
        json.key("milliseconds")
        json.number(milliseconds)
        json.key("recordMode")
        json.string(recordMode)
        json.key("results")
        let results = self.results
        let written = InOrder.map(count: results.count, threads: threads) { i in
            madeAhead(results[i]) ?? results[i].reportElement()
        }
        var chunks: [[UInt8]] = []
        chunks.reserveCapacity(2 * written.count + 1)
        json.openArray()
        for element in written {
            json.element()
            json.append(element, into: &chunks)
        }
        json.closeArray()
        json.key("schemaVersion")
        json.number(schemaVersion)
        json.key("shards")
        json.strings(shards)
        json.key("tolerance")
        json.string(tolerance)
        json.key("tool")
        json.string(tool)
        json.key("warnings")
        json.strings(warnings)
        json.closeObject()
        json.lineBreak()
        chunks.append(try json.document())
        return chunks
    }
}

extension SnapshotTestResult {
    /// The result as an element of results.json's `results` array, which is the root
    /// object's value: two containers deep.
    package func reportElement() -> PrettyJSON {
        // About 600 bytes a result and 230 a layout change: one allocation for most.
        var element = PrettyJSON(elementAtDepth: 2, capacity: 1024 + 230 * (layoutChanges?.count ?? 0))
        write(into: &element)
        // Handed on as it is: its bytes are then the storage itself, never copied out of it.
        element.trimStorage()
        return element
    }

    /// The result as a `.result.json` file holds it, with the final line break.
    package func reportJSON() throws(PrettyJSON.Problem) -> [UInt8] {
        var json = PrettyJSON(capacity: 1024 + 230 * (layoutChanges?.count ?? 0))
        write(into: &json)
        json.lineBreak()
        return try json.document()
    }

    /// The result as an object; an optional field that is nil is left out, as the encoder
    /// leaves it out.
    package func write(into json: inout PrettyJSON) {
        func optional(_ name: String, _ value: String?) {
            guard let value else { return }
            json.key(name)
            json.string(value)
        }
        json.openObject()
        optional("acceptCommand", acceptCommand)
        optional("actual", actual)
        optional("diff", diff)
        if let difference {
            json.key("difference")
            difference.write(into: &json)
        }
        optional("fontMismatch", fontMismatch)
        json.key("id")
        json.string(id)
        if let layoutChanges {
            json.key("layoutChanges")
            // Written here rather than through PrettyJSON's generic `array`, which (not
            // specialized across modules) copied each change out of the array, retaining and
            // releasing its strings.
            json.openArray()
            layoutChanges.withUnsafeBufferPointer { changes in
                for i in changes.indices {
                    json.element()
                    changes[i].write(into: &json)
                }
            }
            json.closeArray()
        }
        json.key("matchedByHash")
        json.bool(matchedByHash)
        optional("message", message)
        json.key("milliseconds")
        json.number(milliseconds)
        json.key("name")
        json.string(name)
        json.key("reference")
        json.string(reference)
        optional("referenceCopy", referenceCopy)
        optional("spec", spec)
        json.key("status")
        json.string(status.rawValue)
        optional("threePane", threePane)
        json.key("variant")
        json.string(variant)
        json.closeObject()
    }
}

extension SnapshotTestResult.DifferenceSummary {
    func write(into json: inout PrettyJSON) {
        json.openObject()
        json.key("actualSize")
        json.numbers(actualSize)
        if let boundingBox {
            json.key("boundingBox")
            json.numbers(boundingBox)
        }
        json.key("densestWindowShare")
        json.number(densestWindowShare)
        json.key("differingPixels")
        json.number(differingPixels)
        json.key("maxChannelDifference")
        json.number(maxChannelDifference)
        json.key("referenceSize")
        json.numbers(referenceSize)
        json.key("totalPixels")
        json.number(totalPixels)
        json.closeObject()
    }
}

extension LayoutChange {
    func write(into json: inout PrettyJSON) {
        json.openObject()
        json.key("fields")
        json.openArray()
        fields.withUnsafeBufferPointer { fields in
            for i in fields.indices {
                json.element()
                json.openObject()
                if let actual = fields[i].actual {
                    json.key("actual")
                    json.string(actual)
                }
                json.key("name")
                json.string(fields[i].name)
                if let reference = fields[i].reference {
                    json.key("reference")
                    json.string(reference)
                }
                json.closeObject()
            }
        }
        json.closeArray()
        json.key("id")
        json.string(id)
        json.key("kind")
        json.string(kind)
        json.key("status")
        json.string(status.rawValue)
        json.closeObject()
    }
}
