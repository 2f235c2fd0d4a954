extension Collection {
    /// Pairs each of `items` (what the rules ask a screen to show: its reels, its bets) with
    /// one of these places of a front end's layout, in order.
    ///
    /// A layout with fewer places than items stops the program here rather than leave one
    /// out: a bet the player could choose but not see is worse than no game, and a change to
    /// the rules must not pass its tests with a part of the screen silently undrawn.
    package func placing<Items: Collection>(_ items: Items, what: String)
        -> Zip2Sequence<Self, Items>
    {
        precondition(
            items.count <= count, "the layout has room for \(count) \(what), not \(items.count)")
        return zip(self, items)
    }
}
