//! 无懈可击 Nullification — reference §5.2; seed 000 (無懈可擊). Never used on its own: before a trick takes
//! effect on one target, anyone may use it to cancel that; it may itself be cancelled the same way
//! (the window lives in `respond`).

use super::def::CardRules;

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::NONE;
