//! 闪 Jink — reference §5.1; seed 000 (閃). Never used on its own: it answers a 杀 (or 万箭齐发),
//! cancelling its effect on the one who uses it. Asked for by the effects that need it.

use super::def::CardRules;

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::NONE;
