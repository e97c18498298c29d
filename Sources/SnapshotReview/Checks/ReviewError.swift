/// Why the review refused or could not do something, in a sentence naming the file or
/// field, with the HTTP status it is answered with (a bad report is 422, an unknown id 404).
public struct ReviewError: Error, CustomStringConvertible, Sendable, Equatable {
    public var status: Int
    public var description: String

    public init(_ status: Int, _ description: String) {
        self.status = status
        self.description = description
    }
}
