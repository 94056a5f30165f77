// Reason: Swizzle<3,3,2> shifts its 3-bit mask by only 2, so the Y and Z masks overlap and the
// function is not an involution (CuTe's static_assert "abs(SShift) must be more than BBits").
use layout_core::prelude::*;

fn main() {
    let _ = Swizzle::<_3, _3, _2>::new();
}
