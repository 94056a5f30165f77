// Reason: the shape (_2,(_4,_2)) and the stride (_1,_2) do not have the same profile.
use layout_core::prelude::*;

fn main() {
    let _ = Layout::new((_2, (_4, _2)), (_1, _2));
}
