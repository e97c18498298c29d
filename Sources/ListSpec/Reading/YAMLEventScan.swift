// A pass over libyaml's event stream before Yams composes the document. Yams builds its
// node tree recursively, and hashes and frees it recursively, so a document must be
// known to be small and shallow *before* it is composed. The events tell exactly:
//   * how many nodes the tree will have, counting what aliases expand to, so a
//     "billion laughs" document of nested aliases is stopped at the first alias that
//     would push the total over the limit;
//   * how deep it will be, aliases included, so a chain of aliases cannot build a tree
//     deeper than libyaml's own nesting limit lets text build;
//   * how many items the `items` and `children` lists hold, so a million-item spec
//     fails at its 10,001st item, with that item's line and field path, after reading
//     only as far as that.
// A syntax error ends the pass quietly: Yams then reports it, with libyaml's message,
// having composed only what this pass already checked.
//
// libyaml is reached through Yams' `CYaml` module, which SwiftPM makes visible to the
// targets that depend on Yams; no other file imports it.

import CYaml
import RenderCells

/// The structure checks run on libyaml's events before composing.
enum YAMLEventScan {
    /// One open collection.
    private struct Frame {
        var isMapping: Bool
        var anchor: String?
        /// The collection's path from the root, e.g. `sections[0].items`.
        var path: String
        /// Nodes in the collection so far, itself included, aliases expanded.
        var size = 1
        /// Levels below the collection, aliases expanded.
        var height = 0
        /// Mapping: whether the next node is a key.
        var expectingKey = true
        /// Mapping: the key whose value comes next.
        var key = "?"
        /// Sequence: the entries so far.
        var count = 0
        /// Whether the entries are spec items (the value of `items` or `children`).
        var holdsItems = false
    }

    /// Throws when the document in `text` would compose to more than
    /// ``SpecLimits/maxNodes`` nodes, nest deeper than ``SpecLimits/maxYAMLNesting``
    /// levels through aliases, or hold more than ``SpecLimits/maxItems`` items.
    static func check(_ text: String, file: String) throws(SpecError) {
        var bytes = Array(text.utf8)
        let result: Result<Void, SpecError> = bytes.withUnsafeMutableBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                return .failure(SpecError(file: file, message: "out of memory while parsing YAML"))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var scan = State(file: file)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let type = event.type
                let outcome = Result<Void, SpecError> { () throws(SpecError) in try scan.take(event) }
                yaml_event_delete(&event)
                if case .failure = outcome { return outcome }
                if type == YAML_DOCUMENT_END_EVENT || type == YAML_STREAM_END_EVENT { break }
            }
            return .success(())
        }
        try result.get()
    }

    /// The running counts of one pass.
    private struct State {
        let file: String
        var stack: [Frame] = []
        /// Expanded size and height of each anchored node seen so far.
        var anchors: [String: (size: Int, height: Int)] = [:]
        var nodes = 0
        var items = 0

        init(file: String) {
            self.file = file
        }

        mutating func take(_ event: yaml_event_t) throws(SpecError) {
            let at = SpecLocation(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                _ = try begin(at: at, size: 1)
                if let top = stack.indices.last, stack[top].isMapping, !stack[top].expectingKey {
                    // This scalar was a key: name the value that follows by it.
                    stack[top].key = string(event.data.scalar.value, length: Int(event.data.scalar.length)) ?? "?"
                }
                end(size: 1, height: 0, anchor: string(event.data.scalar.anchor))
            case YAML_ALIAS_EVENT:
                let name = string(event.data.alias.anchor) ?? ""
                // Undefined aliases are Yams' to report.
                let target = anchors[name] ?? (size: 1, height: 0)
                _ = try begin(at: at, size: target.size)
                if stack.count + target.height >= SpecLimits.maxYAMLNesting {
                    throw SpecError(
                        file: file, location: at,
                        message: "the alias *\(name) would nest the document "
                            + "more than \(SpecLimits.maxYAMLNesting) levels deep, the limit")
                }
                end(size: target.size, height: target.height, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let holdsItems =
                    !isMapping
                    && stack.last.map {
                        $0.isMapping && !$0.expectingKey && ($0.key == "items" || $0.key == "children")
                    } == true
                let path = try begin(at: at, size: 1)
                let anchor = string(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                stack.append(Frame(isMapping: isMapping, anchor: anchor, path: path, holdsItems: holdsItems))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return }
                end(size: frame.size, height: frame.height, anchor: frame.anchor)
            default:
                break
            }
        }

        /// Counts a node starting at `at` that expands to `size` nodes; returns its path.
        mutating func begin(at: SpecLocation, size: Int) throws(SpecError) -> String {
            nodes += size
            guard nodes <= SpecLimits.maxNodes else {
                throw SpecError(
                    file: file, location: at,
                    message: "the spec has more than \(SpecLimits.maxNodes) "
                        + "YAML nodes (aliases expanded) by here, the limit")
            }
            guard let top = stack.indices.last else { return "" }
            if stack[top].isMapping {
                let parent = stack[top].path
                if stack[top].expectingKey {
                    stack[top].expectingKey = false
                    stack[top].key = "?"  // until a scalar key names it
                    return parent
                }
                stack[top].expectingKey = true
                let key = stack[top].key
                return parent.isEmpty ? key : "\(parent).\(key)"
            }
            let index = stack[top].count
            stack[top].count += 1
            if stack[top].holdsItems {
                items += 1
                guard items <= SpecLimits.maxItems else {
                    throw SpecError(
                        file: file, location: at, path: stack[top].path,
                        message: "the spec has more than \(SpecLimits.maxItems) items (outline children "
                            + "included), the limit")
                }
            }
            return "\(stack[top].path)[\(index)]"
        }

        /// Adds a finished node to its parent and records it under its anchor.
        mutating func end(size: Int, height: Int, anchor: String?) {
            if let anchor { anchors[anchor] = (size, height) }
            guard let top = stack.indices.last else { return }
            stack[top].size += size
            stack[top].height = max(stack[top].height, height + 1)
        }

        func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String? {
            guard let pointer else { return nil }
            let count = length ?? strlen(pointer)
            return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
        }
    }
}

/// strlen for libyaml's unsigned chars.
private func strlen(_ p: UnsafeMutablePointer<yaml_char_t>) -> Int {
    var n = 0
    while p[n] != 0 { n += 1 }
    return n
}
