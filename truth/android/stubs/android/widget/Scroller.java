// Stand-in for android.widget.Scroller (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/widget/Scroller.java): OverScroller's constructor creates the nested
// ViscousFluidInterpolator for startScroll(), which the fling driver never calls; reaching it is
// an error here rather than a guess at its curve.
package android.widget;

import android.view.animation.Interpolator;

public class Scroller {
    static class ViscousFluidInterpolator implements Interpolator {
        @Override
        public float getInterpolation(float input) {
            throw new UnsupportedOperationException("startScroll's interpolator is not part of the stand-ins");
        }
    }
}
