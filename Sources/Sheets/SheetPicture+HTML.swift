extension SheetPicture {
    /// The sheet as one offline HTML page (``SheetPage``), its panels cut from the picture.
    public func html() throws -> String {
        try SheetPage(self).html()
    }
}
