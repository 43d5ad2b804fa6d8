// Stand-in for android.content.Context (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/content/Context.java). OverScroller reads one thing from it:
// getResources().getDisplayMetrics().density, for its physical coefficient (ppi = 160 * density).
package android.content;

import android.content.res.Resources;

public class Context {
    private final Resources mResources;

    /** A context whose display has this density (1 = 160 ppi, Android's mdpi). */
    public Context(float density) {
        mResources = new Resources(density);
    }

    public Resources getResources() {
        return mResources;
    }
}
