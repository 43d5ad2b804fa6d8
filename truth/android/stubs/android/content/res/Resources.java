// Stand-in for android.content.res.Resources (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/content/res/Resources.java): only getDisplayMetrics(), which OverScroller reads.
package android.content.res;

import android.util.DisplayMetrics;

public class Resources {
    private final DisplayMetrics mMetrics = new DisplayMetrics();

    public Resources(float density) {
        mMetrics.density = density;
    }

    public DisplayMetrics getDisplayMetrics() {
        return mMetrics;
    }
}
