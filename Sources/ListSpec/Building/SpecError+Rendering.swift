import RenderCells

extension SpecError {
    /// A rendering error as an error of the spec `file`, the one place the render path's
    /// checks are mapped to the spec: content the layout could not use is placed at its
    /// element's field path (`sections[0].items[2]`), an unreadable image names the image,
    /// a picture over the limits says how to crop it.
    public init(_ error: RenderError, file: String) {
        switch error {
        case .unusableContent(let elementID, let message):
            self.init(file: file, path: elementID, message: message)
        case .imageFile(let problem):
            self.init(file: file, message: "\(problem)")
        case .listTooLarge, .invalidArgument, .unusableFonts, .misuse:
            self.init(file: file, message: error.description)
        }
    }

    /// A failure while drawing a list as an error of the spec `file`: it says so.
    public init(_ error: DisplayListError, file: String) {
        self.init(file: file, message: "cannot render: \(error)")
    }
}
